import { ApiProperty } from '@nestjs/swagger';

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

  @ApiProperty({ enum: ['admin', 'client'] })
  role!: 'admin' | 'client';

  @ApiProperty()
  hidden!: boolean;

  /** The owner opened the verification link (spec's fields plus this one, for the web app's banner). */
  @ApiProperty()
  emailVerified!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** A sentence for the reader (`{message}`), the answer of the account actions. */
export class MessageView {
  @ApiProperty()
  message!: string;
}
