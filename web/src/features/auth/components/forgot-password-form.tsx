import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { serverMessage } from '@/lib/api-client';
import { isBlank } from '@/utils/validation';
import { useForgotPassword } from '../api/forgot-password';
import type { AuthFormResult } from '../form-result';
import { AuthCard } from './auth-card';
import { FormFailure } from './form-failure';
import { IconBadge } from '@/components/ui/icon-badge';

/**
 * Form state, then "Check Your Email"; Try again returns to the form. Before (or without) scripts
 * the form posts to /forgot-password and the server renders the page again with `result`.
 */
export function ForgotPasswordForm({ result }: { result?: AuthFormResult }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(result?.values?.email ?? '');
  const [sent, setSent] = useState(Boolean(result?.done));
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlank(email)) {
      toast({ title: t('forgot.validationTitle'), description: t('forgot.emailRequired'), variant: 'destructive' });
      return;
    }
    forgot.mutate(email, {
      onSuccess: () => {
        setSent(true);
        toast({ title: t('forgot.sentToast'), variant: 'success' });
      },
      onError: (error) => {
        toast({
          title: t('forgot.errorTitle'),
          description: serverMessage(error) ?? t('forgot.errorDefault'),
          variant: 'destructive',
        });
      },
    });
  };

  if (sent) {
    return (
      <AuthCard title={t('forgot.sentTitle')} icon={<IconBadge icon={MailCheck} tone="success" />}>
        <div className="space-y-6 text-center" role="status">
          <p className="text-ink-700">{t('forgot.sentText', { email: email.trim() })}</p>
          <p className="text-sm text-ink-600">
            {t('forgot.notReceived')}{' '}
            <Button variant="link" onClick={() => setSent(false)}>
              {t('forgot.tryAgain')}
            </Button>
          </p>
          <Link to={paths.login} className={buttonClasses('outline', 'lg', 'w-full')}>
            {t('forgot.backToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <form method="post" action={paths.forgotPassword} noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          label={t('forgot.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormFailure failure={result?.failure} />
        <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
