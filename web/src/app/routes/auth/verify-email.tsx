import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { verifyStrings } from '@/features/auth/components/verify-email-strings';
import { userQueryKey } from '@/lib/auth';
import type { User } from '@/types/contract';

/** /verify-email?token=...: the link of the verification mail; posts the token once. */
export default function VerifyEmailRoute() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: () => {
        // The banner goes at once, whatever an in-flight session fetch answers; then refetch.
        queryClient.setQueryData<User | null>(userQueryKey, (user) => (user ? { ...user, emailVerified: true } : user));
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      },
    });
  }, [token, verify, queryClient]);
  const s = verifyStrings(i18n.language);
  const text = !token || verify.isError ? s.failed : verify.isSuccess ? s.verified : s.verifying;
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <p role="status" className="text-lg">
        {text}
      </p>
      {(verify.isSuccess || verify.isError || !token) && (
        <Link to={paths.home} className="mt-6 inline-block text-brand-700 underline">
          {s.home}
        </Link>
      )}
    </section>
  );
}
