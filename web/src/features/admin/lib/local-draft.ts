import { completeValues, type EditorValues } from '../editor-form';

/**
 * The editor's unsaved text, kept in this browser (localStorage) on every change until the
 * server has it: after a closed tab, a crash or a lost connection the editor opens with it
 * again. One entry per user and article ('new' for one not yet created).
 */
export interface LocalDraft {
  values: EditorValues;
  /** The saved text it started from (the conflict screen shows what others changed since). */
  base: EditorValues;
  /** The article's version the text was based on (its save must still send it: 409 if stale). */
  version: number | null;
  /** When it was typed (ISO). */
  savedAt: string;
}

const PREFIX = 'editor-draft';

export const localDraftKey = (userId: string, articleId: number | null) => `${PREFIX}:${userId}:${articleId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, policy): the editor works without it.
    return null;
  }
}

export function readLocalDraft(key: string): LocalDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as LocalDraft;
    if (!draft || typeof draft.values?.title !== 'string' || typeof draft.values?.content !== 'string') return null;
    // A draft kept by an earlier editor lacks the fields added since (body, slug, tags...).
    return { ...draft, values: completeValues(draft.values), base: draft.base && completeValues(draft.base) };
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, draft: LocalDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or refused: the server's autosave still keeps drafts.
  }
}

export function clearLocalDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Do two sets of form values hold the same article? */
export function sameValues(a: EditorValues, b: EditorValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What the editor opens with: the kept text when it differs from the server's (a save that never
 * reached it), else the server's. The kept text keeps its base version, so if someone saved
 * since, its save answers 409 and the conflict screen shows both.
 */
export function restoreOnOpen(
  kept: LocalDraft | null,
  server: { values: EditorValues; version: number | null },
): { values: EditorValues; base: EditorValues; version: number | null; restored: LocalDraft | null } {
  if (!kept || sameValues(kept.values, server.values)) return { ...server, base: server.values, restored: null };
  return {
    values: kept.values,
    base: kept.base ?? server.values,
    version: kept.version ?? server.version,
    restored: kept,
  };
}
