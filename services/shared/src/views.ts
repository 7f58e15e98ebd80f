import { ApiProperty } from '@nestjs/swagger';

/**
 * What an answer shows of a user as an author (an article's byline, a comment's writer): the
 * services' author views extend it with what each adds (content: the role; comments: the
 * e-mail, for editors).
 */
export class AuthorView {
  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl!: string | null;
}
