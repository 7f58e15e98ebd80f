import { useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/auth';
import { useResendVerification } from '../api/verify-email';
import { verifyStrings } from './verify-email-strings';

/** A quiet line under the header for a signed-in reader whose e-mail is not verified yet. */
export function VerifyEmailBanner() {
  const { i18n } = useTranslation();
  const { user } = useUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified !== false) return null;
  const s = verifyStrings(i18n.language);
  const error = resend.error instanceof Error ? resend.error.message : null;
  return (
    <div
      role="status"
      data-testid="verify-email-banner"
      className="border-b border-amber-200 bg-amber-50 text-sm text-amber-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2">
        <span>{s.banner}</span>
        {resend.isSuccess ? (
          <span className="font-medium">{s.sent}</span>
        ) : (
          <button
            type="button"
            className="rounded-md border border-amber-300 px-2 py-0.5 font-medium hover:bg-amber-100 disabled:opacity-60"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {s.resend}
          </button>
        )}
        {error && <span className="text-brand-700">{error}</span>}
      </div>
    </div>
  );
}
