import { isBlank, type FieldErrors } from '@/utils/validation';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  username: string;
  phoneNumber: string;
  location: string;
  bio: string;
}

/** The server's limit (UpdateProfileDto.bio in services/auth/src/dtos/auth.dto.ts). */
export const MAX_BIO_LENGTH = 300;

/** First and last name are required, with the signup messages; the rest is optional (the bio short). */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = {};
  if (isBlank(values.firstName)) errors.firstName = 'validation.firstName';
  if (isBlank(values.lastName)) errors.lastName = 'validation.lastName';
  if (values.bio.trim().length > MAX_BIO_LENGTH) errors.bio = 'profile.bioTooLong';
  return errors;
}
