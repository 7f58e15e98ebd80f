import { ApiProperty } from '@nestjs/swagger';
import { type Role, ROLES } from '@portal/shared';
import type { User } from '../repositories/users.repository';

/** Answers of the auth service: the one definition of their shape, also the OpenAPI document's. */

/** The user object of the API (spec.md section 3); never the password hash. */
export class PublicUser {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiProperty({ type: String, nullable: true })
  username!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phoneNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  location!: string | null;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl!: string | null;

  /** A short bio (shown on the author's page). */
  @ApiProperty({ type: String, nullable: true })
  bio!: string | null;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty()
  hidden!: boolean;

  /** The owner opened the verification link (spec's fields plus this one, for the web app's banner). */
  @ApiProperty()
  emailVerified!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** What a client sees of a user record. */
export function mapUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    phoneNumber: user.phoneNumber,
    location: user.location,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    role: user.role,
    hidden: user.hidden,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A sentence for the reader (`{message}`), the answer of the account actions. */
export class MessageView {
  @ApiProperty()
  message!: string;
}
