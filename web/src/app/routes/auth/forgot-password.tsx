import { useActionData } from 'react-router-dom';
import type { AuthFormResult } from '@/features/auth/form-result';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  // The server's answer to the form posted without scripts, if that is how the page came.
  return <ForgotPasswordForm result={useActionData<AuthFormResult>()} />;
}
