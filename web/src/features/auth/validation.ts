import { isBlank, isLongEnoughPassword, isValidEmail, type FieldErrors, type MessageKey } from '@/utils/validation';

/**
 * Validation of the auth forms (spec §5). Each function returns, per field, the translation key
 * of its message; an empty object means valid.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!isValidEmail(values.email)) errors.email = 'validation.email';
  if (values.password.length === 0) errors.password = 'validation.passwordRequired';
  return errors;
}

export function validateRegister(values: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  if (isBlank(values.firstName)) errors.firstName = 'validation.firstName';
  if (isBlank(values.lastName)) errors.lastName = 'validation.lastName';
  if (!isValidEmail(values.email)) errors.email = 'validation.email';
  if (!isLongEnoughPassword(values.password)) errors.password = 'validation.passwordMin';
  return errors;
}

/** The reset form shows one message at a time, checked in this order. */
export function validateReset(token: string | null, values: ResetValues): MessageKey | undefined {
  if (!token) return 'reset.invalidToken';
  if (!values.password || !values.confirmPassword) return 'reset.fillAll';
  if (!isLongEnoughPassword(values.password)) return 'reset.min';
  if (values.password !== values.confirmPassword) return 'reset.mismatch';
  return undefined;
}
