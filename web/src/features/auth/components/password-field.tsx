import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormField, type FormFieldProps } from '@/components/ui/form-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
          className="rounded-md p-2 text-ink-500 hover:text-ink-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      }
    />
  );
}
