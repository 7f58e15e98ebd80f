/**
 * Nepali in Roman letters. Every stem of an article is transliterated and folded into
 * a "Roman key"; a word typed in Roman letters is folded the same way and matched
 * against the keys with trigram similarity. The folds forget what informal spellings
 * disagree on: aspiration (kh/k, bh/b), vowel length (aa/a, ee/i, oo/u), the
 * inherent "a" (bhukampa/bhukamp, sarkar/sarakar), nasals before a consonant or at
 * the end (kathmandu/kathmaadaun: काठमाडौं), v/w/b, f/ph, z/j, doubled letters.
 *
 * The same tables build the SQL functions (search-sql.ts): keep the patterns in the
 * subset JavaScript and Postgres read alike.
 */

/**
 * Devanagari (already normalised: no long i/u, no chandrabindu) to Latin, one
 * character each, already folded (aspirates as the plain letter, श ष स as s, व as b);
 * the virama and the avagraha become nothing.
 */
export const TRANSLIT: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  उ: 'u',
  ए: 'e',
  ओ: 'o',
  ऍ: 'e',
  ऑ: 'o',
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'p',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'b',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  'ा': 'a',
  'ि': 'i',
  'ु': 'u',
  'े': 'e',
  'ो': 'o',
  'ॅ': 'e',
  'ॉ': 'o',
  'ं': 'n',
  'ः': 'h',
  '्': '',
  ऽ: '',
};

/**
 * The inherent vowel: a consonant without a vowel sign or virama after it is read with
 * "a" (नगर = nagara). The folds drop it again later, but only after the nasal rule,
 * which must tell "n" before a vowel (नगर) from "n" before a consonant (शान्ति).
 */
export const INHERENT_VOWEL: readonly [string, string] = ['([क-ह])(?![ा-्])', '$1a'];

/**
 * Sequences that become more than one letter; replaced before the one-to-one table. च and
 * छ are "ch" (folded to "c" like a typed ch): a bare "c" would be folded to "k" as in
 * English spellings (cricket), and समाचार would not be "samachar".
 */
export const TRANSLIT_MULTI: readonly (readonly [string, string])[] = [
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

/** Folds of Latin spelling, in order; `$1` is the first group. */
export const ROMAN_FOLDS: readonly (readonly [string, string])[] = [
  ['ck', 'k'], // English spellings: a "c" without "h" is a k (cricket, covid)
  ['c(?!h)', 'k'],
  ['chh|ch', 'c'],
  ['([kgjtdpbs])h', '$1'], // aspirates, sh = s
  ['ee', 'i'],
  ['oo', 'u'],
  ['au|ou', 'u'],
  ['f', 'p'],
  ['[vw]', 'b'],
  ['z', 'j'],
  ['q', 'k'],
  ['(.)\\1+', '$1'], // doubled letters
  ['[nm]([^aeiou])', '$1'], // nasal before a consonant
  ['n$', ''], // final nasal (anusvara)
  ['([a-z0-9])a+', '$1'], // every "a" but a first letter: the inherent vowel and a/aa alike
  ['(.)\\1+', '$1'], // doubled again once the "a"s are gone
];

/** Roman keys shorter than this match exactly only (trigrams of two letters match too much). */
export const MIN_TRIGRAM_KEY = 3;

// eslint-disable-next-line no-misleading-character-class -- classes of single code points: combining signs stand alone on purpose
const translitPattern = new RegExp(`[${Object.keys(TRANSLIT).join('')}]`, 'g');

const folds = ROMAN_FOLDS.map(([pattern, replacement]) => {
  const re = new RegExp(pattern, 'g');
  return (word: string) => word.replace(re, replacement);
});

/** A normalised Devanagari word (or a Latin one, unchanged) in Latin letters. */
export function transliterate(word: string): string {
  let latin = word.replace(new RegExp(INHERENT_VOWEL[0], 'g'), INHERENT_VOWEL[1]);
  for (const [from, to] of TRANSLIT_MULTI) latin = latin.split(from).join(to);
  return latin.replace(translitPattern, (c) => TRANSLIT[c] ?? '');
}

/** A Latin word folded to its key. */
export function romanFold(latin: string): string {
  return folds.reduce((word, fold) => fold(word), latin);
}

/** The Roman key of a normalised word in either script. */
export const romanKey = (word: string) => romanFold(transliterate(word));
