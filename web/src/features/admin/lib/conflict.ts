import { ApiError } from '@/lib/api-client';
import type { EditorValues } from '../editor-form';
import { hasChanges, wordDiff, type DiffPart } from './word-diff';

/** A save refused because someone else saved since the text was opened (PUT with a stale `version`). */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

export interface TheirChange {
  /** Word diffs of what they changed (from the text both started from to theirs), per text field. */
  title: DiffPart[] | null;
  summary: DiffPart[] | null;
  content: DiffPart[] | null;
  /** They changed the category or images too. */
  otherFields: boolean;
}

function diffIfChanged(before: string, after: string): DiffPart[] | null {
  const parts = wordDiff(before, after);
  return hasChanges(parts) ? parts : null;
}

/**
 * The other person's change, for the conflict screen: `base` is the saved text this editor
 * started from, `theirs` the article's text now. The local text is not part of it: it stays in
 * the form, untouched.
 */
export function theirChange(base: EditorValues, theirs: EditorValues): TheirChange {
  return {
    title: diffIfChanged(base.title, theirs.title),
    summary: diffIfChanged(base.summary, theirs.summary),
    content: diffIfChanged(base.content, theirs.content),
    otherFields:
      base.categoryId !== theirs.categoryId ||
      base.imageUrl !== theirs.imageUrl ||
      JSON.stringify(base.imageUrls) !== JSON.stringify(theirs.imageUrls),
  };
}
