import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** POST /api/auth/verify-email {token}: the link of the verification mail. */
export function verifyEmail(token: string) {
  return dataOf(api.POST('/api/auth/verify-email', { body: { token } }));
}

/** POST /api/auth/resend-verification: a new mail for the signed-in, unverified reader (3 an hour). */
export function resendVerification() {
  return dataOf(api.POST('/api/auth/resend-verification'));
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { skipUnauthorizedRule: true } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
