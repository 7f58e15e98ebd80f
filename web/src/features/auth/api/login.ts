import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { LoginValues } from '../validation';

/** POST /api/auth/login {email, password}; the server sets the session cookie. */
export function login(values: LoginValues) {
  return dataOf(api.POST('/api/auth/login', { body: { email: values.email.trim(), password: values.password } }));
}

export function useLogin() {
  // The form shows its own failure toasts, so the global 401 rule stays out of it.
  return useMutation({ mutationFn: login, meta: { skipUnauthorizedRule: true } });
}
