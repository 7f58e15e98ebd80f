import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterValues } from '../validation';

/** POST /api/auth/signup {firstName, lastName, email, password}; the server signs the new user in. */
export function register(values: RegisterValues) {
  return api.post<unknown>('/api/auth/signup', {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { skipUnauthorizedRule: true } });
}
