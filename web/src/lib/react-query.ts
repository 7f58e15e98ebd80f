import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
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
