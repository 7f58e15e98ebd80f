import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/hooks/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useRefreshUser } from '@/lib/auth';
import { useLogin } from '../api/login';
import type { AuthFormResult } from '../form-result';
import { validateLogin } from '../validation';
import { CredentialFields } from './credential-fields';
import { FormFailure } from './form-failure';

/**
 * A plain POST to /login before (or without) scripts: the server signs the reader in and
 * redirects, or renders the page again with `result`. With scripts, the same form in place.
 */
export function LoginForm({ result }: { result?: AuthFormResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const login = useLogin();
  const { errors, field, handleSubmit } = useForm(
    { email: result?.values?.email ?? '', password: '' },
    validateLogin,
    result?.fieldErrors,
  );

  const onValid = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: async () => {
        toast({ title: t('login.success'), variant: 'success' });
        await refreshUser();
        await navigate(paths.home);
      },
      onError: (error) => {
        toast({
          title: t('login.failed'),
          description:
            error instanceof ApiError ? (serverMessage(error) ?? t('login.failedDefault')) : t('login.network'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form method="post" action={paths.login} noValidate onSubmit={onValid} className="space-y-5">
      <CredentialFields
        labels={{ email: t('login.email'), password: t('login.password') }}
        errors={errors}
        field={field}
      />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <FormFailure failure={result?.failure} />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
