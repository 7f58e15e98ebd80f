import { describe, expect, it } from 'vitest';
import { hasChanges, wordDiff, wordTokens } from './word-diff';

describe('word diff (Devanagari-safe)', () => {
  it('splits on whitespace only, keeping the whitespace', () => {
    expect(wordTokens('काठमाडौंमा  आज\nवर्षा')).toEqual(['काठमाडौंमा', '  ', 'आज', '\n', 'वर्षा']);
  });

  it('never cuts inside a word: vowel signs, virama and joiners stay with their consonants', () => {
    // क्षेत्र has a virama and a vowel sign; र्‍ has a ZWJ.
    const words = wordTokens('प्रदेश क्षेत्र र्‍याली');
    expect(words).toEqual(['प्रदेश', ' ', 'क्षेत्र', ' ', 'र्‍याली']);
    expect(words.join('')).toBe('प्रदेश क्षेत्र र्‍याली');
  });

  it('a changed word shows as removed then added; the rest is kept', () => {
    expect(wordDiff('सरकारले बजेट ल्यायो', 'सरकारले नयाँ बजेट ल्यायो')).toEqual([
      { kind: 'same', text: 'सरकारले ' },
      { kind: 'added', text: 'नयाँ ' },
      { kind: 'same', text: 'बजेट ल्यायो' },
    ]);
    expect(wordDiff('आज वर्षा भयो', 'आज हिउँ भयो')).toEqual([
      { kind: 'same', text: 'आज ' },
      { kind: 'removed', text: 'वर्षा' },
      { kind: 'added', text: 'हिउँ' },
      { kind: 'same', text: ' भयो' },
    ]);
  });

  it('a vowel sign changed inside a word changes the whole word, not half a letter', () => {
    const parts = wordDiff('कि गर्छ', 'की गर्छ');
    expect(parts.filter((p) => p.kind !== 'same').map((p) => p.text)).toEqual(['कि', 'की']);
  });

  it('knows when nothing changed, and rebuilds both texts', () => {
    expect(hasChanges(wordDiff('एउटै पाठ', 'एउटै पाठ'))).toBe(false);
    const parts = wordDiff('one two three', 'one 2 three four');
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('one two three');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('one 2 three four');
  });
});
