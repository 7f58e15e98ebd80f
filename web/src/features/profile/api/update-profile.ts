import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { User } from '@/types/contract';
import { refreshAfterWrite } from '@/lib/react-query';

export type ProfileUpdate = Partial<
  Pick<User, 'firstName' | 'lastName' | 'username' | 'phoneNumber' | 'location' | 'bio' | 'profileImageUrl'>
>;

/** PUT /api/auth/profile with any of the editable fields. */
export function updateProfile(update: ProfileUpdate) {
  return dataOf(api.PUT('/api/auth/profile', { body: update }));
}

/** Afterwards the cached user is invalidated, so the header and the form show the new values. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => refreshAfterWrite(queryClient, [userQueryKey]),
  });
}
