/**
 * How Nepali text becomes search terms: the rules the query side runs here and the
 * index runs in Postgres (search-sql.ts builds the SQL functions from these very
 * tables and patterns, so both sides fold a word the same way; a test compares them).
 *
 * Patterns are written in the subset that JavaScript and Postgres regular expressions
 * read alike (classes, alternation, greedy quantifiers, no \b or lookarounds).
 */

/**
 * Characters folded one to one after NFC: chandrabindu = anusvara, long i and u
 * (vowel signs and independent vowels) = short, Nepali digits = ASCII digits.
 */
export const FOLD_FROM = 'ँीूईऊ०१२३४५६७८९';
export const FOLD_TO = 'ंिुइउ0123456789';

/**
 * Characters dropped: zero-width space, ZWNJ, ZWJ, soft hyphen and the nukta (NFC
 * decomposes क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ into letter + nukta, so dropping it folds them).
 */
export const DROPPED = '\u200b\u200c\u200d\u00ad\u093c';

/**
 * Anything but ASCII letters and digits, Devanagari letters, signs and digits (not the
 * dandas), and the invisible characters dropped later separates words.
 */
export const WORD_SEPARATOR = '[^0-9a-z\u00adऀ-ॣ०-ॿ\u200b-\u200d]+';

/**
 * Suffixes and postpositions written onto a Nepali word, in their folded spelling
 * (ी → ि, ू → ु, ँ → ं). A word may carry two or three (विद्यालय·हरु·को); stripping
 * repeats. No entry may end with another, so a word ends with at most one of them. Chosen for this project from the case markers, the plural, the common
 * postpositions and the emphatic particles of news text.
 */
export const NEPALI_SUFFIXES: readonly string[] = [
  'हरु', // plural
  'को',
  'का',
  'कि', // genitive
  'ले',
  'लाइ', // ergative, dative (लाई)
  'मा',
  'बाट',
  'देखि',
  'सम्म',
  'तर्फ',
  'तिर', // locative, ablative, "from", "until", "towards"
  'संग',
  'सित',
  'भन्दा',
  'जस्तो',
  'जस्ता',
  'जस्तै', // "with", "than", "like"
  'माथि',
  'मुनि',
  'भित्र',
  'बाहिर',
  'बिच',
  'नजिक', // place
  'पछि',
  'अघि',
  'अगाडि',
  'बारे',
  'द्वारा',
  'निम्ति',
  'लागि',
  'विरुद्ध', // time, cause
  'नै',
  'पनि',
  'मै',
  'कै',
  'लै',
  'समेत',
  'मात्र', // emphasis, "also", "only"
];

/** The suffix a word ends with (at most one does: no entry ends with another). */
export const SUFFIX_PATTERN = `(${NEPALI_SUFFIXES.join('|')})$`;

/** A stem keeps at least this many characters. */
export const MIN_STEM = 2;

/** The virama: a stem never ends on one (a conjunct is never split). */
export const VIRAMA = '्';

/** Suffixes come off one at a time, at most this many times (विद्यालय·हरु·को·मा). */
export const STEM_ROUNDS = 3;

const foldMap = new Map<string, string>();
for (let i = 0; i < FOLD_FROM.length; i++) foldMap.set(FOLD_FROM[i], FOLD_TO[i]);
for (const c of DROPPED) foldMap.set(c, '');
// eslint-disable-next-line no-misleading-character-class -- classes of single code points: combining signs stand alone on purpose
const foldPattern = new RegExp(`[${FOLD_FROM}${DROPPED}]`, 'g');
// eslint-disable-next-line no-misleading-character-class -- classes of single code points: combining signs stand alone on purpose
const separator = new RegExp(WORD_SEPARATOR, 'g');
const suffixPattern = new RegExp(SUFFIX_PATTERN);

/** The folds above, for one word (or a whole text). */
export const fold = (text: string) => text.replace(foldPattern, (c) => foldMap.get(c) ?? '');

/** Lower case, NFC, the folds: the normal form of a whole text (for tests and display logic). */
export const normalise = (text: string) => fold(text.toLowerCase().normalize('NFC'));

/**
 * The normalised words of a text, in order: lower case and NFC, split, each word folded
 * (Postgres does the same in the same order; see search-sql.ts).
 */
export function words(text: string): string[] {
  return text.toLowerCase().normalize('NFC').split(separator).map(fold).filter(Boolean);
}

/** The word without one suffix, when one is there and enough stays. */
function stripSuffix(word: string): string {
  const suffix = suffixPattern.exec(word)?.[1];
  if (!suffix) return word;
  const rest = word.length - suffix.length;
  return rest >= MIN_STEM && word[rest - 1] !== VIRAMA ? word.slice(0, rest) : word;
}

/** A word without the suffixes and postpositions written onto it. */
export function stem(word: string): string {
  let current = word;
  for (let round = 0; round < STEM_ROUNDS; round++) current = stripSuffix(current);
  return current;
}

/** The distinct stems of a text: what the index holds for a title, a summary or a body. */
export function searchTerms(text: string | null | undefined): string[] {
  return [...new Set(words(text ?? '').map(stem))];
}

/** True when a word is written (at least partly) in Devanagari. */
export const isDevanagari = (word: string) => /[ऀ-ॿ]/.test(word);

/** True when a word is written in Roman letters (possibly with digits). */
export const isRoman = (word: string) => /[a-z]/.test(word) && !isDevanagari(word);
