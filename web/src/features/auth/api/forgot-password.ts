import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password {email}: the server mails a reset link when the account exists. */
export function requestPasswordReset(email: string) {
  return api.post<unknown>('/api/auth/forgot-password', { email: email.trim() });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { skipUnauthorizedRule: true } });
}
