import { isDevanagari, normalise, words } from '../search/nepali-text';
import { romanKey, transliterate } from '../search/roman';

/** Longest slug kept (an address stays readable, a long title is cut at a word). */
export const MAX_SLUG = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'slug must be lower-case letters, digits and single hyphens';

/** A title (Devanagari or Latin) in Roman letters for an address: "पोखरामा नयाँ पुल" → "pokharama-naya-pula". */
export function slugify(title: string, fallback = 'article'): string {
  const parts: string[] = [];
  let length = 0;
  for (const word of words(normalise(title))) {
    // A final consonant's inherent vowel is silent in Nepali: पुल is "pul".
    const spoken = isDevanagari(word) && /[क-ह]$/.test(word) ? transliterate(word).replace(/a$/, '') : word;
    const latin = (isDevanagari(word) && spoken === word ? transliterate(word) : spoken).replace(/[^a-z0-9]+/g, '');
    if (!latin) continue;
    if (length + latin.length + (parts.length ? 1 : 0) > MAX_SLUG) break;
    parts.push(latin);
    length += latin.length + (parts.length > 1 ? 1 : 0);
  }
  return parts.length ? parts.join('-') : fallback;
}

/** What a tag's suggestions match: its normalised name, and the Roman keys of its words. */
export function tagKeys(name: string): { nameKey: string; romanKey: string } {
  const normal = normalise(name);
  return { nameKey: words(normal).join(' '), romanKey: words(normal).map(romanKey).join(' ') };
}
