import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** POST /api/auth/reset-password {token, password}. */
export function resetPassword(input: ResetPasswordInput) {
  return dataOf(api.POST('/api/auth/reset-password', { body: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { skipUnauthorizedRule: true } });
}
