import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import type { User } from '@/types/contract';
import { api, dataOf } from './api-client';
import { browser } from './navigation';

/**
 * The session (spec §4): GET /api/auth/user. Any failure (401, network, server error) means
 * signed out, so the query resolves to null instead of failing; signed in = a user object.
 */
export const userQueryKey = ['auth', 'user'] as const;

export async function getUser(): Promise<User | null> {
  try {
    const user = await dataOf(api.GET('/api/auth/user'));
    return user && typeof user === 'object' && 'id' in user ? user : null;
  } catch {
    return null;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    meta: { skipUnauthorizedRule: true },
  });

export function useUser() {
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
  };
}

/** Fetch the session again, bypassing the cache (after login and signup). */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
}

/**
 * POST /api/auth/logout, then go to / whether or not the call succeeded. A full page load:
 * it drops everything the signed-in reader had in memory, and no screen for signed-in readers
 * sees the session end while it is still shown (the profile would apply the logged-out rule).
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/auth/logout')),
    meta: { skipUnauthorizedRule: true },
    onSettled: () => browser.assign(paths.home),
  });
}
