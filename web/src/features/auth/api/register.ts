import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserKeys } from '@/api/query-keys';
import { api, dataOf } from '@/lib/api-client';
import type { Role, User } from '@/types/contract';
import type { RegisterValues } from '../validation';
import { refreshAfterWrite } from '@/lib/react-query';

function body(values: RegisterValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
  };
}

/** POST /api/auth/signup {firstName, lastName, email, password}; the server signs the new user in. */
export function register(values: RegisterValues) {
  return dataOf(api.POST('/api/auth/signup', { body: body(values) }));
}

/**
 * An admin's "Add User" (the users screen links to /register): POST /api/admin/users with the
 * same fields and a role (staff or a reader) creates the account without a session, so the
 * admin stays signed in as themselves.
 */
export function addUser(values: RegisterValues & { role?: Role }): Promise<User> {
  return dataOf(api.POST('/api/admin/users', { body: { ...body(values), ...(values.role && { role: values.role }) } }));
}

export function useRegister({ asAdmin }: { asAdmin: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RegisterValues & { role?: Role }) => (asAdmin ? addUser(values) : register(values)),
    meta: { skipUnauthorizedRule: !asAdmin },
    onSuccess: () => {
      if (asAdmin) void refreshAfterWrite(queryClient, [adminUserKeys.all]);
    },
  });
}
