import { useActionData } from 'react-router-dom';
import type { AuthFormResult } from '@/features/auth/form-result';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  // The server's answer to the form posted without scripts, if that is how the page came.
  return <ResetPasswordForm result={useActionData<AuthFormResult>()} />;
}
