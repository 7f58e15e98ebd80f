import { normalise } from './nepali-text';
import { romanFold, romanKey, transliterate } from './roman';

const key = (word: string) => romanKey(normalise(word));

describe('transliteration into a Roman key', () => {
  it('gives consonants their inherent vowel unless a vowel sign or virama follows', () => {
    expect(transliterate('नगर')).toBe('nagara');
    expect(transliterate('शान्ति')).toBe('santi');
  });

  it('writes ज्ञ, ऋ and the diphthongs with two letters', () => {
    expect(transliterate('ज्ञान')).toBe('gyana');
    expect(transliterate('ऋषि')).toBe('risi');
    expect(transliterate('पैसा')).toBe('paisa');
    expect(transliterate('औषधि')).toBe('ausadi');
  });

  it('folds informal spellings of Kathmandu to the key of काठमाडौं (and काठमाडौँ)', () => {
    const expected = key('काठमाडौं');
    expect(key('काठमाडौँ')).toBe(expected);
    for (const typed of ['kathmandu', 'kathmaadaun', 'Kathmandu', 'kathmaandu'])
      expect(romanFold(typed.toLowerCase())).toBe(expected);
  });

  it('folds the inherent vowel: bhukampa and bhukamp are भूकम्प', () => {
    expect(romanFold('bhukampa')).toBe(key('भूकम्प'));
    expect(romanFold('bhukamp')).toBe(key('भूकम्प'));
    expect(romanFold('bhookamp')).toBe(key('भूकम्प'));
  });

  it('folds aspirates, vowel length, v/w/b and sh/s', () => {
    expect(romanFold('nepal')).toBe(key('नेपाल'));
    expect(romanFold('sarkar')).toBe(key('सरकार'));
    expect(romanFold('pokhara')).toBe(key('पोखरा'));
    expect(romanFold('biratnagar')).toBe(key('विराटनगर'));
    expect(romanFold('vidyalaya')).toBe(key('विद्यालय'));
    expect(romanFold('shanti')).toBe(key('शान्ति'));
    expect(romanFold('shiksha')).toBe(key('शिक्षा'));
  });

  it('reads च and छ as a typed ch, not as the c of English spellings', () => {
    expect(romanFold('samachar')).toBe(key('समाचार'));
    expect(romanFold('chhetri')).toBe(key('छेत्री'));
    expect(romanFold('cricket')).toBe(key('क्रिकेट'));
  });

  it('keeps different words apart', () => {
    expect(romanFold('pokhara')).not.toBe(romanFold('kathmandu'));
    expect(romanFold('nepal')).not.toBe(romanFold('napal'.replace('a', 'i')));
  });
});
