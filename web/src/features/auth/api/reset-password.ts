import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** POST /api/auth/reset-password {token, password}. */
export function resetPassword(input: ResetPasswordInput) {
  return api.post<unknown>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { skipUnauthorizedRule: true } });
}
