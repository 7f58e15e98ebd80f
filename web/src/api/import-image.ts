import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { AppMeta } from '@/lib/react-query';
import type { components } from '@/types/contract';

type ImportBody = components['schemas']['ImportImageDto'];

/**
 * POST /api/upload/url {url} → {url} (a /media/... path): the server fetches a picture an editor
 * pasted by its address into the portal's storage, so readers never load it from elsewhere. A
 * private, loopback or link-local address is refused with the server's message (a 400).
 */
export async function importImage(url: string): Promise<string> {
  const body: ImportBody = { url };
  const answer = await dataOf(api.POST('/api/upload/url', { body }));
  return answer.url;
}

export function useImportImage(meta?: AppMeta) {
  return useMutation({ mutationFn: importImage, meta });
}
