import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** GET /api/init: called by the home page; its answer is not used (spec §7). */
export function getInit() {
  return dataOf(api.GET('/api/init'));
}

export function useInit() {
  return useQuery({
    queryKey: ['init'],
    queryFn: async () => {
      try {
        await getInit();
      } catch {
        // The answer, and a failure, change nothing on the page.
      }
      return true;
    },
  });
}
