import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { can, Session } from '@portal/shared';
import type { ArticleRecord, ArticleStatus } from '../repositories/articles.repository';

/**
 * Who may see and change which article: the per-article half of the rights (the table itself is
 * @portal/shared's rights.ts; routes check the role, these check ownership and state).
 */

export const NOT_FOUND = 'Article not found';
export const OWN_DRAFTS_ONLY = 'Contributors can change only their own articles, and only while they are drafts';
export const EDITORS_PUBLISH = 'Only editors can publish, unpublish or send back an article';
export const EDITORS_SCHEDULE = 'Only editors can schedule an article';
export const SCHEDULE_IN_FUTURE = 'publishAt must be a time in the future';
export const SCHEDULE_NEEDS_TIME = 'Scheduling needs publishAt (an ISO date and time in the future)';
export const TIME_NEEDS_SCHEDULE = 'publishAt goes with status "scheduled"';
export const NOTE_NEEDS_DRAFT = 'A note goes with sending the article back to draft (status "draft")';
export const STATUS_DISAGREES = 'published and status disagree';

export const staleVersion = (current: number) =>
  `Someone else saved this article since you opened it (it is now at version ${current}). ` +
  'Nothing was saved: reload it to see their change, then apply yours.';

/** The signed-in staff member wrote it. */
export const isOwn = (article: ArticleRecord, session?: Session): boolean =>
  !!session && article.authorId === session.userId && can(session, 'article.create');

/** Readers see published articles; editors every one; staff their own. */
export const canSee = (article: ArticleRecord, session?: Session): boolean =>
  article.status === 'published' || can(session, 'article.readAll') || isOwn(article, session);

/** The article, or 404 for whoever may not see it (a draft stays invisible, not forbidden). */
export function visibleOr404(article: ArticleRecord | undefined, session?: Session): ArticleRecord {
  if (!article || !canSee(article, session)) throw new NotFoundException(NOT_FOUND);
  return article;
}

/** Revisions: editors see any article's, staff their own article's. */
export function ownOrEditorOr404(article: ArticleRecord | undefined, session: Session): ArticleRecord {
  if (!article || !(can(session, 'article.readAll') || isOwn(article, session))) throw new NotFoundException(NOT_FOUND);
  return article;
}

/** Editors change any article; a contributor only their own draft. */
export function assertEditable(article: ArticleRecord, session: Session): void {
  if (can(session, 'article.edit')) return;
  if (isOwn(article, session) && can(session, 'article.editOwnDraft') && article.status === 'draft') return;
  throw new ForbiddenException(OWN_DRAFTS_ONLY);
}

/** Editors delete any article; a contributor their own draft. */
export function assertDeletable(article: ArticleRecord, session: Session): void {
  if (can(session, 'article.delete')) return;
  assertEditable(article, session);
}

/** What a request asks of the state: `{status}` wins, `{published}` is the spec's toggle. */
export function requestedStatus(
  dto: { status?: ArticleStatus; published?: boolean },
  current: ArticleStatus | undefined,
): ArticleStatus | undefined {
  if (dto.status !== undefined) {
    if (dto.published !== undefined && dto.published !== (dto.status === 'published')) {
      throw new BadRequestException(STATUS_DISAGREES);
    }
    return dto.status;
  }
  if (dto.published === undefined) return undefined;
  if (dto.published) return 'published';
  // Unpublishing moves a published article back to draft; other states stay as they are.
  return current === 'published' || current === undefined ? 'draft' : current;
}

/**
 * May this session move an article from `from` (undefined: a new article) to `to`? Throws 403
 * or 400; returns the time of a schedule.
 */
export function checkTransition(
  from: ArticleStatus | undefined,
  to: ArticleStatus,
  publishAt: string | undefined,
  session: Session,
  now = Date.now(),
): Date | null {
  if (to !== 'scheduled' && publishAt !== undefined) throw new BadRequestException(TIME_NEEDS_SCHEDULE);
  if (to === 'published' || (to === 'draft' && from !== undefined && from !== 'draft')) {
    if (!can(session, 'article.publish')) throw new ForbiddenException(EDITORS_PUBLISH);
  }
  if (to === 'scheduled') {
    if (!can(session, 'article.schedule')) throw new ForbiddenException(EDITORS_SCHEDULE);
    if (publishAt === undefined) throw new BadRequestException(SCHEDULE_NEEDS_TIME);
    const at = new Date(publishAt);
    if (Number.isNaN(at.getTime())) throw new BadRequestException(SCHEDULE_NEEDS_TIME);
    if (at.getTime() <= now) throw new BadRequestException(SCHEDULE_IN_FUTURE);
    return at;
  }
  return null;
}

/** The audit's name of a change of state. */
export function transitionAction(from: ArticleStatus | undefined, to: ArticleStatus): string {
  if (to === 'published') return 'article.published';
  if (to === 'scheduled') return 'article.scheduled';
  if (to === 'review') return 'article.submitted';
  return from === 'published' ? 'article.unpublished' : 'article.sent_back';
}
