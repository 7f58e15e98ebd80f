import { isBlank, type FieldErrors } from '@/utils/validation';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  username: string;
  phoneNumber: string;
  location: string;
}

/** First and last name are required, with the signup messages; the rest is optional. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = {};
  if (isBlank(values.firstName)) errors.firstName = 'validation.firstName';
  if (isBlank(values.lastName)) errors.lastName = 'validation.lastName';
  return errors;
}
