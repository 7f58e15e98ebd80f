import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/hooks/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useRefreshUser, useUser } from '@/lib/auth';
import { useRegister } from '../api/register';
import { validateRegister } from '../validation';
import { CredentialFields } from './credential-fields';

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const { user } = useUser();
  // An admin who followed "Add User" creates an account for someone else (and stays themselves).
  const asAdmin = user?.role === 'admin';
  const registration = useRegister({ asAdmin });
  const { errors, field, handleSubmit } = useForm(
    { firstName: '', lastName: '', email: '', password: '' },
    validateRegister,
  );

  const onValid = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: async () => {
        if (asAdmin) {
          toast({ title: t('register.success'), description: values.email.trim(), variant: 'success' });
          await navigate(paths.adminUsers);
          return;
        }
        toast({ title: t('register.success'), variant: 'success' });
        await refreshUser();
        await navigate(paths.home);
      },
      onError: (error) => {
        toast({
          title: t('register.failed'),
          description: serverMessage(error) ?? t('register.failedDefault'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('register.firstName')}
          autoComplete="given-name"
          error={errors.firstName && t(errors.firstName)}
          {...field('firstName')}
        />
        <FormField
          label={t('register.lastName')}
          autoComplete="family-name"
          error={errors.lastName && t(errors.lastName)}
          {...field('lastName')}
        />
      </div>
      <CredentialFields
        labels={{
          email: t('register.email'),
          password: t('register.password'),
          passwordHint: t('register.passwordHint'),
        }}
        newPassword
        errors={errors}
        field={field}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
