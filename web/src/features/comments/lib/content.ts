/** The rules of a comment, an edit and a reply (spec §5, §9): trimmed, not blank, at most 500 characters. */
export const MAX_COMMENT_LENGTH = 500;

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const PRESENTATION_SELECTOR = /[\uFE0E\uFE0F]/g;

/**
 * The length of a text the way the server counts it (class-validator's MaxLength): a character
 * outside the Basic Multilingual Plane (an emoji) counts once, an emoji presentation selector not
 * at all. Devanagari letters and vowel signs count one each.
 */
export function commentLength(text: string): number {
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0) - (text.match(PRESENTATION_SELECTOR)?.length ?? 0);
}

export type CommentProblem = 'empty' | 'tooLong';

export interface CommentCheck {
  /** What the counter shows: the length of what would be posted (the trimmed text). */
  length: number;
  problem: CommentProblem | null;
}

/** What the comment boxes check before anything is sent (the server checks the same). */
export function checkComment(text: string): CommentCheck {
  const trimmed = text.trim();
  const length = commentLength(trimmed);
  if (length === 0) return { length, problem: 'empty' };
  if (length > MAX_COMMENT_LENGTH) return { length, problem: 'tooLong' };
  return { length, problem: null };
}
