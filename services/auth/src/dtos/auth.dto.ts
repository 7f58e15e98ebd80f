import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { emptyToNull, lowerTrim, PageLimit, PageOffset, Role, ROLES, SearchText, trim } from '@portal/shared';
import {
  IsBoolean,
  IsEmail,
  IsEmpty,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';

const EMAIL_MESSAGE = 'Please enter a valid email address';
/** Longer passwords only cost hashing time; 200 is far above any real one. */
const PASSWORD_MAX = 200;

export class LoginDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @lowerTrim()
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email!: string;

  @ApiProperty({ maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

export class SignupDto {
  @ApiProperty({ maxLength: 100 })
  @trim()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName!: string;

  @ApiProperty({ maxLength: 100 })
  @trim()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @lowerTrim()
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email!: string;

  @ApiProperty({ minLength: 6, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @IsString({ message: 'Password must be at least 6 characters' })
  password!: string;
}

const ROLE_MESSAGE = `role must be one of ${ROLES.join(', ')}`;

/** "Add User" by an admin: the sign-up fields, and the role (a reader when left out). */
export class CreateUserDto extends SignupDto {
  @ApiPropertyOptional({ enum: ROLES, description: 'client when left out' })
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role?: Role;
}

export class SetRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role!: Role;
}

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @lowerTrim()
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @IsString({ message: 'Please enter your email address.' })
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ maxLength: 200 })
  @MaxLength(200, { message: 'Invalid reset token.' })
  @IsNotEmpty({ message: 'Invalid reset token.' })
  @IsString({ message: 'Invalid reset token.' })
  token!: string;

  @ApiProperty({ minLength: 6, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  @MinLength(6, { message: 'Password must be at least 6 characters long.' })
  @IsString({ message: 'Please fill in all fields.' })
  password!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword!: string;

  @ApiProperty({ minLength: 6, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @IsString({ message: 'Password must be at least 6 characters' })
  password!: string;
}

export class UpdateProfileDto {
  @IsEmpty({ message: 'Email cannot be changed' })
  email?: unknown;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @trim()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @trim()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName?: string;

  @ApiPropertyOptional({ type: String, nullable: true, pattern: '^[\\p{L}\\p{N}._-]{2,40}$' })
  @emptyToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Matches(/^[\p{L}\p{N}._-]{2,40}$/u, {
    message: 'Username must be 2 to 40 letters, digits, dots, dashes or underscores',
  })
  @IsString({ message: 'Username must be text' })
  username?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @emptyToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Matches(/^\+?[0-9\u0966-\u096F][0-9\u0966-\u096F ()-]{5,19}$/, { message: 'Please enter a valid phone number' })
  @IsString({ message: 'Phone number must be text' })
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @emptyToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @MaxLength(100, { message: 'Location must be at most 100 characters' })
  @IsString({ message: 'Location must be text' })
  location?: string | null;

  /** A short bio, shown on the author's page (/author/{id}). */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @emptyToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @MaxLength(300, { message: 'Bio must be at most 300 characters' })
  @IsString({ message: 'Bio must be text' })
  bio?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2000,
    description: 'An image uploaded to this portal (/media/...)',
  })
  @emptyToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Matches(/^(https?:\/\/[^/\s]+)?\/media\/\S+$/, { message: 'Profile photo must be an image uploaded to this portal' })
  @MaxLength(2000, { message: 'Profile image URL is too long' })
  @IsString({ message: 'Profile image must be a URL' })
  profileImageUrl?: string | null;
}

export class SetHiddenDto {
  @ApiProperty()
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden!: boolean;
}

export class ListUsersQuery {
  @SearchText()
  search?: string;

  @ApiPropertyOptional({ enum: ['all', ...ROLES] })
  @IsOptional()
  @IsIn(['all', ...ROLES], { message: `role must be all, ${ROLES.join(', ')}` })
  role?: 'all' | Role;

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

export class VerifyEmailDto {
  @ApiProperty({ maxLength: 200 })
  @MaxLength(200, { message: 'Invalid verification link.' })
  @IsNotEmpty({ message: 'Invalid verification link.' })
  @IsString({ message: 'Invalid verification link.' })
  token!: string;
}
