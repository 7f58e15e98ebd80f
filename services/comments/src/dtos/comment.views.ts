import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AuthorView, can, Session } from '@portal/shared';
import type { CommentRecord } from '../repositories/comments.repository';

/** Answers of the comments service: the one definition of their shape, also the OpenAPI document's. */

export class CommentAuthorView extends AuthorView {
  /** Editors only. */
  @ApiPropertyOptional({ description: 'Editors only' })
  email?: string;
}

export class CommentArticleView {
  @ApiProperty()
  title!: string;
}

/**
 * A comment (spec.md section 3). Replies name their parent (`parentId`); top-level comments
 * have none. A removed comment that still has replies stays as a placeholder: `deleted: true`,
 * empty content, `user: null`.
 */
export class CommentView {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  articleId!: number;

  @ApiPropertyOptional({ description: 'The comment it replies to; absent on top-level comments' })
  parentId?: number;

  @ApiProperty()
  content!: string;

  /** The author's id: only for the author and editors (null for everyone else). */
  @ApiProperty({ type: String, nullable: true, description: 'Only for the author and editors' })
  userId!: string | null;

  /** The viewer wrote it (the web app's edit and delete buttons). */
  @ApiProperty()
  isOwner!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  editedAt!: string | null;

  @ApiProperty()
  likesCount!: number;

  @ApiProperty()
  likedByMe!: boolean;

  /** Hidden from readers: by an editor, or because its author is hidden. */
  @ApiProperty({ description: 'Hidden from readers: by an editor, or because its author is hidden' })
  hidden!: boolean;

  /** Its author is hidden (showing the comment again changes nothing until the author is shown). */
  @ApiProperty({ description: 'Its author is hidden' })
  userHidden!: boolean;

  @ApiProperty()
  deleted!: boolean;

  /** Editors only. */
  @ApiPropertyOptional({ description: 'Editors only' })
  reportsCount?: number;

  @ApiProperty()
  reportedByMe!: boolean;

  @ApiProperty({ type: () => CommentAuthorView, nullable: true })
  user!: CommentAuthorView | null;

  /** In the editors' list (null when the article no longer exists). */
  @ApiPropertyOptional({ type: () => CommentArticleView, nullable: true, description: "In the editors' list" })
  article?: CommentArticleView | null;
}

/** POST /api/comments/{id}/like */
export class LikeResultView {
  @ApiProperty()
  liked!: boolean;

  @ApiProperty()
  likesCount!: number;
}

/** POST /api/comments/{id}/report */
export class ReportResultView {
  @ApiProperty({ enum: [true] })
  reported!: true;
}

/** What the viewer may see of a comment: a removed one is a placeholder; ids and e-mails for editors and the author. */
export function mapComment(comment: CommentRecord, session: Session | undefined): CommentView {
  const editor = can(session, 'comment.moderate');
  const deleted = comment.deletedAt !== null;
  const isOwner = !deleted && session?.userId === comment.userId;
  return {
    id: comment.id,
    articleId: comment.articleId,
    ...(comment.parentId ? { parentId: comment.parentId } : {}),
    content: deleted ? '' : comment.content,
    userId: deleted ? null : isOwner || editor ? comment.userId : null,
    isOwner,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    likesCount: comment.likesCount,
    likedByMe: comment.likedByMe,
    hidden: comment.hidden || comment.author.hidden,
    userHidden: comment.author.hidden,
    deleted,
    reportedByMe: comment.reportedByMe,
    ...(editor ? { reportsCount: comment.reportsCount } : {}),
    user: deleted
      ? null
      : {
          firstName: comment.author.firstName ?? '',
          lastName: comment.author.lastName ?? '',
          profileImageUrl: comment.author.profileImageUrl,
          // Commenters' e-mails are for editors only.
          ...(editor ? { email: comment.author.email ?? '' } : {}),
        },
  };
}

/** A comment of the editors' list: the comment as the editor sees it and its article's title. */
export function mapAdminComment(comment: CommentRecord, session: Session): CommentView {
  return {
    ...mapComment(comment, session),
    article: comment.articleTitle == null ? null : { title: comment.articleTitle },
  };
}

/** Drops deleted comments that no longer have any reply to hold in place. */
export function pruneDeleted(views: CommentView[]): CommentView[] {
  let current = views;
  for (;;) {
    const parents = new Set(current.map((c) => c.parentId).filter((id) => id !== undefined));
    const next = current.filter((c) => !c.deleted || parents.has(c.id));
    if (next.length === current.length) return next;
    current = next;
  }
}
