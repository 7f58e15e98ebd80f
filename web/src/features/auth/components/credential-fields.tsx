import type { ChangeEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import type { FieldErrors } from '@/utils/validation';
import { PasswordField } from './password-field';

interface Credentials {
  email: string;
  password: string;
}

/**
 * The e-mail and password fields of the login and register forms. A new password (register)
 * asks the browser for a new one and shows the password rule under it.
 */
export function CredentialFields({
  labels,
  newPassword = false,
  errors,
  field,
}: {
  labels: { email: string; password: string; passwordHint?: string };
  newPassword?: boolean;
  errors: FieldErrors<Credentials>;
  /** The form's binding of a field (useForm's `field`). */
  field: (name: keyof Credentials) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={labels.email}
        type="email"
        autoComplete="email"
        placeholder={t('login.emailPlaceholder')}
        error={errors.email && t(errors.email)}
        {...field('email')}
      />
      <PasswordField
        label={labels.password}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        hint={labels.passwordHint}
        error={errors.password && t(errors.password)}
        {...field('password')}
      />
    </>
  );
}
