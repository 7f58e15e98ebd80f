import { CircleCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { RESET_REDIRECT_DELAY_MS } from '@/config/app';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { serverMessage } from '@/lib/api-client';
import type { MessageKey } from '@/utils/validation';
import { useResetPassword } from '../api/reset-password';
import type { AuthFormResult } from '../form-result';
import { validateReset } from '../validation';
import { AuthCard } from './auth-card';
import { FormFailure } from './form-failure';
import { PasswordField } from './password-field';
import { IconBadge } from '@/components/ui/icon-badge';

/**
 * Form state, then a done panel that moves on to /login after 3 seconds. Before (or without)
 * scripts the form posts (the token in a hidden field) and the server renders the page again
 * with `result`; the done panel then links to /login.
 */
export function ResetPasswordForm({ result }: { result?: AuthFormResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<MessageKey | undefined>(result?.error);
  const [done, setDone] = useState(Boolean(result?.done));
  const reset = useResetPassword();

  useEffect(() => {
    if (token) return;
    toast({ title: t('reset.invalidLink'), description: t('reset.invalidToken'), variant: 'destructive' });
    void navigate(paths.forgotPassword, { replace: true });
  }, [token, navigate, t]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateReset(token, { password, confirmPassword });
    setError(problem);
    if (problem || !token) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          setDone(true);
          toast({ title: t('reset.success'), variant: 'success' });
        },
        onError: (failure) => {
          toast({
            title: t('reset.failed'),
            description: serverMessage(failure) ?? t('reset.failedDefault'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  if (done) {
    return (
      <AuthCard title={t('reset.success')} icon={<IconBadge icon={CircleCheck} tone="success" />}>
        <div className="space-y-6 text-center" role="status">
          <p className="text-ink-700">{t('reset.successText')}</p>
          <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('reset.goToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          {t('reset.backToLogin')}
        </Link>
      }
    >
      <form
        method="post"
        action={token ? `${paths.resetPassword}?${new URLSearchParams({ token })}` : paths.resetPassword}
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <input type="hidden" name="token" value={token ?? ''} />
        <PasswordField
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t(error)}
          </p>
        ) : null}
        <FormFailure failure={result?.failure} />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
