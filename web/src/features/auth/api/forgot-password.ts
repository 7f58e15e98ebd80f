import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** POST /api/auth/forgot-password {email}: the server mails a reset link when the account exists. */
export function requestPasswordReset(email: string) {
  return dataOf(api.POST('/api/auth/forgot-password', { body: { email: email.trim() } }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { skipUnauthorizedRule: true } });
}
