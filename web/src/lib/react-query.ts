import { MutationCache, QueryCache, QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { handleUnauthorizedError } from './api-client';

/**
 * Per-query/mutation options for the global error rule.
 * - `skipUnauthorizedRule`: the caller handles a 401 itself (the session query, where a failure
 *   simply means signed out, and the login/signup/reset forms, which show their own toasts);
 * - `unauthorizedRedirect`: where the 401 rule sends the reader (default /login).
 */
export interface AppMeta extends Record<string, unknown> {
  skipUnauthorizedRule?: boolean;
  unauthorizedRedirect?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** Query defaults of spec §9, in one place. */
export const queryConfig = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

function applyUnauthorizedRule(error: unknown, meta: AppMeta | undefined) {
  if (meta?.skipUnauthorizedRule) return;
  handleUnauthorizedError(error, meta?.unauthorizedRedirect);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: queryConfig,
    queryCache: new QueryCache({
      onError: (error, query) => applyUnauthorizedRule(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => applyUnauthorizedRule(error, mutation.meta),
    }),
  });
}

/**
 * After a write the server has committed: every query under `keys` is read again, and no answer
 * that left the server before the write can land on screen. `invalidateQueries` alone is not
 * enough: a query whose first fetch is still in flight (a dashboard search typed a moment before
 * the click) keeps that fetch instead of starting a new one (TanStack cancels an in-flight fetch
 * for a refetch only when the query already has data), so its answer, read before the commit,
 * would be shown as current. Cancelling first drops such fetches; the refetch then starts after
 * the commit. Inactive queries are only marked stale and fetched when next shown.
 */
export async function refreshAfterWrite(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
