import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/hooks/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useRefreshUser, useUser } from '@/lib/auth';
import { can, ROLE_LIST, ROLES, type Role } from '@/lib/authorization';
import { useRegister } from '../api/register';
import type { AuthFormResult } from '../form-result';
import { validateRegister } from '../validation';
import { CredentialFields } from './credential-fields';
import { FormFailure } from './form-failure';

/**
 * A plain POST to the page's own path (/register or /signup) before (or without) scripts: the
 * server creates the account and redirects, or renders the page again with `result`.
 */
export function RegisterForm({ action = paths.register, result }: { action?: string; result?: AuthFormResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const { user } = useUser();
  // An admin who followed "Add User" creates an account for someone else (and stays themselves).
  const asAdmin = can(user, 'user.manage');
  const registration = useRegister({ asAdmin });
  // An admin also chooses the new account's role (staff or a reader).
  const [role, setRole] = useState<Role>(ROLES.client);
  const { errors, field, handleSubmit } = useForm(
    {
      firstName: result?.values?.firstName ?? '',
      lastName: result?.values?.lastName ?? '',
      email: result?.values?.email ?? '',
      password: '',
    },
    validateRegister,
    result?.fieldErrors,
  );

  const onValid = handleSubmit((values) => {
    registration.mutate(asAdmin ? { ...values, role } : values, {
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
    <form method="post" action={action} noValidate onSubmit={onValid} className="space-y-5">
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
      {asAdmin ? (
        // A native select (the register page's own code, no shared select component): an admin's "Add User" only.
        <div className="space-y-1.5">
          <label htmlFor="register-role" className="block text-sm font-medium text-ink-800">
            {t('newsroom.newUserRole')}
          </label>
          <select
            id="register-role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            aria-describedby="register-role-hint"
            className={inputClasses}
          >
            {ROLE_LIST.map((value) => (
              <option key={value} value={value}>
                {t(
                  value === ROLES.admin
                    ? 'moderation.roleAdmin'
                    : value === ROLES.client
                      ? 'moderation.roleClient'
                      : value === ROLES.editor
                        ? 'newsroom.roleEditor'
                        : 'newsroom.roleContributor',
                )}
              </option>
            ))}
          </select>
          <p id="register-role-hint" className="text-xs text-ink-500">
            {t('newsroom.newUserRoleHint')}
          </p>
        </div>
      ) : null}
      <FormFailure failure={result?.failure} />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
