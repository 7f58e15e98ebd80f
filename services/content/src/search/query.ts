import { isRoman, NEPALI_SUFFIXES, searchTerms, stem, words } from './nepali-text';
import { MIN_TRIGRAM_KEY, romanKey } from './roman';

/** More words than this add little and cost a condition each: the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

/** One word of a query. */
export interface QueryWord {
  /** Matched exactly against the articles' keys (their stems and Roman keys). */
  keys: string[];
  /**
   * A Roman word's keys long enough for trigram matching: when no article has any of
   * them (a misspelling), the articles' keys most like them join `keys`.
   */
  fuzzy: string[];
}

/** A text's keys, what the index holds for a title, a summary or a body: its stems and their Roman keys. */
export function searchKeys(text: string | null | undefined): string[] {
  return [...new Set(searchTerms(text).flatMap((term) => [term, romanKey(term)]))].filter(Boolean);
}

/**
 * The postpositions' Roman keys (नेपालको = "nepalko"), from the same list; one-letter
 * keys (मा = "m", का = "k") are left out: stripping a single letter would cut too many words.
 */
export const ROMAN_SUFFIX_KEYS: readonly string[] = [
  ...new Set(NEPALI_SUFFIXES.map(romanKey).filter((key) => key.length >= 2)),
].sort((a, b) => b.length - a.length);

/**
 * A Roman word's keys: its own; without a postposition's key, when enough of the word
 * remains (`bukpko` → `bukp`); and, for a word ending in "n", the key read with the
 * inherent vowel after it (kisan = किसान, whose न is not the anusvara the folds drop).
 */
export function romanKeyVariants(word: string): string[] {
  const key = romanKey(word);
  const variants = [key];
  const suffix = ROMAN_SUFFIX_KEYS.find((s) => key.endsWith(s) && key.length - s.length >= MIN_TRIGRAM_KEY);
  if (suffix) variants.push(key.slice(0, -suffix.length));
  if (word.endsWith('n')) variants.push(romanKey(`${word}a`));
  return [...new Set(variants)].filter(Boolean);
}

/**
 * A query's words: each Devanagari word as its stem; each Roman word as itself (an
 * English word or a name in the text) and as its Roman keys; digits (Nepali or ASCII)
 * as ASCII digits.
 */
export function analyseQuery(q: string): QueryWord[] {
  const tokens = [...new Set(words(q).map(stem))].slice(0, MAX_QUERY_WORDS);
  return tokens.map((token) => {
    if (!isRoman(token)) return { keys: [token], fuzzy: [] };
    const roman = romanKeyVariants(token);
    return { keys: [...new Set([token, ...roman])], fuzzy: roman.filter((key) => key.length >= MIN_TRIGRAM_KEY) };
  });
}
