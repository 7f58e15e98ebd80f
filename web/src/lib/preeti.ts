/**
 * Legacy Preeti text to Unicode Devanagari (issue 22). Preeti is a font, not an encoding: a
 * typist pressed Latin keys and the font drew Devanagari shapes, in visual order (the short i
 * before its consonant, the reph after its syllable). The table below is the font's published
 * key map (each key: the glyph it draws); the steps after it put the glyphs in Unicode's order.
 */

/** Keys that draw more than one code point or that other keys modify; longest first at lookup. */
const GLYPHS: Readonly<Record<string, string>> = {
  // Independent vowels (the "a" stroke f and the e/ai strokes build them from अ and ए).
  cf: 'आ',
  c: 'अ',
  'O{': 'ई',
  O: 'इ',
  pm: 'ऊ',
  p: 'उ',
  C: 'ऋ',
  'P]': 'ऐ',
  P: 'ए',
  // Consonants: lower case the full form, upper case (mostly) the half form.
  s: 'क',
  S: 'क्',
  v: 'ख',
  V: 'ख्',
  u: 'ग',
  U: 'ग्',
  '3': 'घ',
  '£': 'घ्',
  ª: 'ङ',
  r: 'च',
  R: 'च्',
  '5': 'छ',
  h: 'ज',
  H: 'ज्',
  em: 'झ',
  '´': 'झ',
  '‰': 'झ्',
  '`': 'ञ',
  '~': 'ञ्',
  '6': 'ट',
  '7': 'ठ',
  '8': 'ड',
  '9': 'ढ',
  '0': 'ण्',
  t: 'त',
  T: 'त्',
  y: 'थ',
  Y: 'थ्',
  b: 'द',
  w: 'ध',
  W: 'ध्',
  g: 'न',
  G: 'न्',
  k: 'प',
  K: 'प्',
  km: 'फ',
  ˆ: 'फ्',
  a: 'ब',
  A: 'ब्',
  e: 'भ',
  E: 'भ्',
  d: 'म',
  D: 'म्',
  o: 'य',
  '/': 'र',
  '¥': 'ऱ्', // the eyelash ra of पुऱ्याउनु, not a reph
  n: 'ल',
  N: 'ल्',
  j: 'व',
  J: 'व्',
  z: 'श',
  Z: 'श्',
  i: 'ष्',
  ';': 'स',
  ':': 'स्',
  x: 'ह',
  X: 'ह्',
  // Conjuncts drawn as one glyph.
  I: 'क्ष्',
  q: 'त्र',
  Q: 'त्त',
  '1': 'ज्ञ',
  '¡': 'ज्ञ्',
  '2': 'द्द',
  '4': 'द्ध',
  '>': 'श्र',
  B: 'द्य',
  ß: 'द्म',
  å: 'द्व',
  '¢': 'द्घ',
  '›': 'द्र',
  '„': 'ध्र',
  '‹': 'ङ्घ',
  Ë: 'ङ्ग',
  Í: 'ङ्क',
  Î: 'ङ्ख',
  '§': 'ट्ट',
  Ý: 'ट्ठ',
  '•': 'ड्ड',
  '°': 'ड्ढ',
  '¶': 'ठ्ठ',
  Ì: 'त्र',
  Qm: 'क्त',
  qm: 'क्र',
  'k|m': 'फ्र',
  Å: 'हृ',
  '?': 'रु',
  '¿': 'रू',
  // Signs after a consonant.
  f: 'ा',
  L: 'ी',
  "'": 'ु',
  '"': 'ू',
  '[': 'ृ',
  ']': 'े',
  '}': 'ै',
  '+': 'ं',
  F: 'ँ',
  M: 'ः',
  '\\': '्',
  '|': '्र',
  '«': '्र',
  '»': '्र',
  Ø: '्य',
  Þ: '़',
  '˜': 'ऽ',
  ç: 'ॐ',
  // Digits are on the shifted number keys.
  ')': '०',
  '!': '१',
  '@': '२',
  '#': '३',
  $: '४',
  '%': '५',
  '^': '६',
  '&': '७',
  '*': '८',
  '(': '९',
  // Punctuation.
  '.': '।',
  '=': '.',
  '-': '(',
  _: ')',
  '<': '?',
  Ù: ';',
  Ú: '’',
  '…': '‘',
  æ: '“',
  Æ: '”',
  Ö: '=',
  '÷': '/',
};

/** Markers the table does not resolve on its own: they move. */
const SHORT_I = 'l';
const REPH = '{';

const KEYS = Object.keys(GLYPHS).sort((a, b) => b.length - a.length);
const LONGEST = KEYS[0].length;

const CONSONANT = /[\u0915-\u0939\u0958-\u095F]/;
const isConsonant = (c: string | undefined) => !!c && CONSONANT.test(c);
const VIRAMA = '्';
const NUKTA = '़';
/** Vowel signs and the nasal marks that sit on a syllable. */
const SIGN = /[\u093E-\u094C\u0901-\u0903]/;

type Piece = string | typeof SHORT_I | typeof REPH;

/** The glyphs in typing order, with the two movable markers left as they are. */
function glyphs(text: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === SHORT_I || c === REPH) {
      out.push(c);
      i += 1;
      continue;
    }
    let matched = false;
    for (let n = Math.min(LONGEST, text.length - i); n > 0; n--) {
      const key = text.slice(i, i + n);
      const glyph = GLYPHS[key];
      if (glyph !== undefined) {
        out.push(glyph);
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) {
      out.push(c); // spaces, commas, anything the font draws as itself
      i += 1;
    }
  }
  return out;
}

/** Where the consonant cluster starting at `at` of `chars` ends (half forms joined, ्र ्य and nukta kept with it). */
function clusterEnd(chars: string[], at: number): number {
  let i = at;
  if (!isConsonant(chars[i])) return at;
  i += 1;
  for (;;) {
    if (chars[i] === NUKTA) i += 1;
    else if (chars[i] === VIRAMA && isConsonant(chars[i + 1])) i += 2;
    else return i;
  }
}

/** Where the cluster ending just before `end` starts (its half forms before it). */
function clusterStart(chars: string[], end: number): number {
  let i = end - 1;
  while (i > 0 && SIGN.test(chars[i])) i -= 1; // the syllable's vowel signs stay after it
  if (chars[i] === NUKTA) i -= 1;
  if (!isConsonant(chars[i])) return end;
  while (i >= 2 && chars[i - 1] === VIRAMA && isConsonant(chars[i - 2])) i -= 2;
  return i;
}

/** Code points, then fixes of glyph pairs that make one Unicode letter. */
function tidy(text: string): string {
  return (
    text
      // A sign typed twice draws once (f]] is ो, '' is ु).
      .replace(/([ािीुूृेैंँ])\1+/g, '$1')
      // Nasal marks typed before a vowel sign go after it (before the strokes combine: f+} is ौं).
      .replace(/([ंँ])([ािीुूृेैोौ])/g, '$2$1')
      // A half form followed by the a-stroke is the full letter: ष् + ा = ष; with े/ै it is ो/ौ's shape.
      .replace(/्ा/g, '')
      .replace(/्ो/g, 'े')
      .replace(/्ौ/g, 'ै')
      .replace(/अा/g, 'आ')
      .replace(/आे/g, 'ओ')
      .replace(/आै/g, 'औ')
      .replace(/ाे/g, 'ो')
      .replace(/ाै/g, 'ौ')
      .replace(/ेा/g, 'ो')
      .replace(/ैा/g, 'ौ')
      .replace(/एे/g, 'ऐ')
      // A ra-foot or ya typed after the vowel sign belongs to the cluster (टे« is ट्रे).
      .replace(/([ािीुूृेैोौ])(्[रय])/g, '$2$1')
      .replace(/ेे/g, 'े')
      .replace(/््+/g, '्')
      // ु or ू typed after a half form belongs to the letter it joins (:'t is स्तु).
      .replace(/्([ुू])([\u0915-\u0939](?:्[\u0915-\u0939])*)/g, '्$2$1')
      // ट with the ृ key is how typists draw ट्ट (5'6[} is छुट्टै); टृ is no Nepali syllable.
      .replace(/टृ/g, 'ट्ट')
      // M after a space or a sign of punctuation is a colon: a visarga needs a letter to sit on.
      .replace(/(^|[^\u0900-\u0963\u0971-\u097F])ः/gu, '$1:')
  );
}

/** The a-stroke after a half form completes it (ष् + ा = ष); with the e/ai strokes it draws ो/ौ. */
const COMPLETES: Readonly<Record<string, string>> = { 'ा': '', 'ो': 'े', 'ौ': 'ै' };

/** Preeti text (as pasted: Latin letters and symbols) in Unicode Devanagari. */
export function preetiToUnicode(text: string): string {
  // Typists sometimes put a sign between a letter and the m that changes it (k'm for फु, k\m for फ्, k{m for र्फ).
  const pieces = glyphs(text.replace(/([kepQq]|k\|)(['"\]F\\{]+)m/g, '$1m$2'));
  const chars: string[] = [];
  let pendingShortI = false;
  let clusterAt = -1;
  for (let p = 0; p < pieces.length; p++) {
    const piece = pieces[p];
    if (piece === SHORT_I) {
      pendingShortI = true;
      clusterAt = -1;
      continue;
    }
    if (piece === REPH) {
      // र् goes before the syllable it sits on (typed after it).
      chars.splice(clusterStart(chars, chars.length), 0, 'र', VIRAMA);
      continue;
    }
    let add = piece;
    if (chars[chars.length - 1] === VIRAMA && COMPLETES[add[0]] !== undefined) {
      chars.pop();
      add = COMPLETES[add[0]] + add.slice(1);
    }
    const before = chars.length;
    chars.push(...Array.from(add));
    if (!pendingShortI) continue;
    // ि is typed before its consonant cluster: once the cluster is complete, it follows it.
    if (clusterAt === -1 && isConsonant(chars[before])) clusterAt = before;
    if (clusterAt === -1) {
      if (add && !SIGN.test(add[0])) {
        chars.splice(before, 0, 'ि'); // nothing to sit on: leave it where it was typed
        pendingShortI = false;
      }
      continue;
    }
    const next = pieces[p + 1];
    const continues =
      chars[chars.length - 1] === VIRAMA ||
      (next !== undefined && next !== SHORT_I && next !== REPH && (next[0] === VIRAMA || next[0] === NUKTA));
    if (continues) continue;
    chars.splice(clusterEnd(chars, clusterAt), 0, 'ि');
    pendingShortI = false;
    clusterAt = -1;
  }
  if (pendingShortI) chars.push('ि');
  return tidy(chars.join('')).normalize('NFC');
}

/**
 * Does pasted text look like Preeti rather than English? Latin letters with the keys Preeti
 * uses for signs (f ] { ' ; / |) inside words, and few English words.
 */
export function looksLikePreeti(text: string): boolean {
  if (/[ऀ-ॿ]/.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /[a-zA-Z]/.test(w));
  if (words.length === 0) return false;
  const preetiLike = words.filter((w) => /[a-zA-Z][f\]}{'";/|[]|[\]}{;/|][a-zA-Z]|^[;/]|[lf]$/.test(w)).length;
  const english = words.filter((w) => /^[A-Za-z][a-z]+[.,!?]?$/.test(w) && /[aeiou]/.test(w) && !/f/.test(w)).length;
  return preetiLike / words.length >= 0.5 && english / words.length < 0.5;
}
