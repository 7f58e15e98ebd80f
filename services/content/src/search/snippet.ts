import { stem, words } from './nepali-text';
import { romanKey } from './roman';
import type { QueryWord } from './query';

export interface SnippetPart {
  text: string;
  /** A word the query matched. */
  marked?: true;
}

/** Where an article matched: the first field (title, summary, body) holding a query word, around it. */
export interface SearchMatch {
  field: 'title' | 'summary' | 'content';
  snippet: SnippetPart[];
}

/** Words as they stand in the text (with ZWJ/ZWNJ, soft hyphens and nuktas inside). */
// eslint-disable-next-line no-misleading-character-class -- classes of single code points: combining signs stand alone on purpose
const WORD = /[0-9A-Za-z\u00ad\u0900-\u0963\u0966-\u097f\u200b-\u200d]+/g;

/** Characters shown before the first matched word of a body, and in all. */
const LEAD = 60;
const LENGTH = 220;

/** True for a word of the text that a query word matches: its stem or its stem's Roman key is one of the keys. */
export function wordMatcher(query: QueryWord[]): (word: string) => boolean {
  const keys = new Set(query.flatMap((w) => w.keys));
  return (original) =>
    words(original).some((token) => {
      const stemmed = stem(token);
      return keys.has(stemmed) || keys.has(romanKey(stemmed));
    });
}

function parts(text: string, isMatch: (word: string) => boolean): { parts: SnippetPart[]; first: number } {
  const result: SnippetPart[] = [];
  let first = -1;
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    if (!isMatch(found[0])) continue;
    if (first < 0) first = found.index;
    if (found.index > last) result.push({ text: text.slice(last, found.index) });
    result.push({ text: found[0], marked: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) result.push({ text: text.slice(last) });
  return { parts: result, first };
}

/** Cuts a body to LENGTH characters around its first match, at spaces, with ellipses. */
function excerpt(text: string, first: number): string {
  let start = Math.max(0, first - LEAD);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > first ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

export function searchMatch(
  article: { title: string; summary: string | null; content: string },
  query: QueryWord[],
): SearchMatch {
  const isMatch = wordMatcher(query);
  const title = parts(article.title, isMatch);
  if (title.first >= 0) return { field: 'title', snippet: title.parts };
  for (const field of ['summary', 'content'] as const) {
    const text = (article[field] ?? '').replace(/\s+/g, ' ').trim();
    const found = parts(text, isMatch);
    if (found.first >= 0) return { field, snippet: parts(excerpt(text, found.first), isMatch).parts };
  }
  // A match the highlighter cannot place: the start of the body, unmarked.
  const body = article.content.replace(/\s+/g, ' ').trim();
  return { field: 'content', snippet: [{ text: excerpt(body, 0) }] };
}
