/**
 * The readable part of an article's address, made from its title in Roman letters exactly as the
 * content service makes it when no slug is sent (services/content/src/stories/slug.ts, with the
 * folds and the transliteration table of services/content/src/search/): the editor shows it
 * before the first save, and tells a slug the editor typed from one that follows the title.
 */

export const MAX_SLUG = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Chandrabindu = anusvara, long i and u = short, Nepali digits = ASCII; zero-width characters and the nukta dropped.
const FOLD_FROM = 'ँीूईऊ०१२३४५६७८९';
const FOLD_TO = 'ंिुइउ0123456789';
const DROPPED = '\u200b\u200c\u200d\u00ad\u093c';
// eslint-disable-next-line no-misleading-character-class -- classes of single code points: combining signs stand alone on purpose
const SEPARATOR = /[^0-9a-z\u00adऀ-ॣ०-ॿ\u200b-\u200d]+/g;
// eslint-disable-next-line no-misleading-character-class -- classes of single code points: combining signs stand alone on purpose
const FOLDED = new RegExp(`[${FOLD_FROM}${DROPPED}]`, 'g');
const fold = (text: string) =>
  text.replace(FOLDED, (c) => {
    const i = FOLD_FROM.indexOf(c);
    return i === -1 ? '' : FOLD_TO[i];
  });

/** Devanagari to Latin, one character each (aspirates as the plain letter, श ष स as s, व as b). */
const TRANSLIT: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'अa आa इi उu एe ओo ऍe ऑo कk खk गg घg ङn जj झj ञn टt ठt डd ढd णn तt थt दd धd नn पp फp बb भb मm यy रr लl वb शs षs सs हh ' +
    'ाa िi ुu ेe ोo ॅe ॉo ंn ःh'
  )
    .split(' ')
    .map((pair) => [pair.slice(0, -1), pair.slice(-1)] as const)
    .concat([
      ['्', ''],
      ['ऽ', ''],
    ]),
);
const MULTI: readonly (readonly [string, string])[] = [
  ['ज्ञ', 'gy'],
  ['च', 'ch'],
  ['छ', 'ch'],
  ['ऋ', 'ri'],
  ['ृ', 'ri'],
  ['ऐ', 'ai'],
  ['ै', 'ai'],
  ['औ', 'au'],
  ['ौ', 'au'],
];
const TRANSLIT_PATTERN = new RegExp(`[${Object.keys(TRANSLIT).join('')}]`, 'g');

const isDevanagari = (word: string) => /[ऀ-ॿ]/.test(word);

/** A Devanagari word in Latin letters (a consonant without a sign after it is read with "a"). */
function transliterate(word: string): string {
  let latin = word.replace(/([क-ह])(?![ा-्])/g, '$1a');
  for (const [from, to] of MULTI) latin = latin.split(from).join(to);
  return latin.replace(TRANSLIT_PATTERN, (c) => TRANSLIT[c] ?? '');
}

/**
 * A title (Devanagari or Latin) as a slug: "पोखरामा नयाँ पुल" → "pokarama-nayan-pul"; '' when
 * nothing is left. Whole words up to `max` characters (a section's slug allows 64).
 */
export function slugFromTitle(title: string, max = MAX_SLUG): string {
  const parts: string[] = [];
  let length = 0;
  const words = title.toLowerCase().normalize('NFC').split(SEPARATOR).map(fold).filter(Boolean);
  for (const word of words) {
    // A final consonant's inherent vowel is silent in Nepali: पुल is "pul".
    const spoken = isDevanagari(word) && /[क-ह]$/.test(word) ? transliterate(word).replace(/a$/, '') : word;
    const latin = (isDevanagari(word) && spoken === word ? transliterate(word) : spoken).replace(/[^a-z0-9]+/g, '');
    if (!latin) continue;
    if (length + latin.length + (parts.length ? 1 : 0) > max) break;
    parts.push(latin);
    length += latin.length + (parts.length > 1 ? 1 : 0);
  }
  return parts.join('-');
}

/** What a typed slug becomes: lower case, runs of anything else as one hyphen, none at the ends. */
export const tidySlug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG);
