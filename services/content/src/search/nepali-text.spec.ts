import { NEPALI_SUFFIXES, normalise, searchTerms, stem, words } from './nepali-text';

const sameTerms = (a: string, b: string) => expect(searchTerms(a)).toEqual(searchTerms(b));

describe('Nepali normalisation', () => {
  it('treats NFD like NFC', () => {
    const nfc = '\u0929'; // ऩ
    const nfd = '\u0928\u093c';
    expect(nfd.normalize('NFC')).toBe(nfc);
    expect(normalise(nfd)).toBe(normalise(nfc));
    expect(normalise('Cafe\u0301')).toBe(normalise('Caf\u00e9'));
  });

  it('drops ZWJ, ZWNJ and zero-width spaces', () => {
    expect(normalise('क्\u200dष')).toBe(normalise('क्ष'));
    expect(normalise('क्\u200cष')).toBe(normalise('क्ष'));
    sameTerms('नेपा\u200bल', 'नेपाल');
  });

  it('folds the nukta, precomposed or not', () => {
    expect(normalise('\u0958')).toBe('क');
    expect(normalise('\u0915\u093c')).toBe('क');
    sameTerms('फ़िल्म', 'फिल्म');
  });

  it('reads chandrabindu as anusvara', () => {
    sameTerms('काठमाडौँ', 'काठमाडौं');
  });

  it('reads long i and u as short, in vowel signs and independent vowels', () => {
    sameTerms('नीति', 'निति');
    sameTerms('पूर्व', 'पुर्व');
    sameTerms('ईश्वर', 'इश्वर');
    sameTerms('ऊर्जा', 'उर्जा');
  });

  it('reads Nepali digits as ASCII digits', () => {
    expect(normalise('२०८२')).toBe('2082');
    sameTerms('साल २०८२', 'साल 2082');
  });

  it('splits words on spaces, punctuation and dandas, keeping letters, signs and digits', () => {
    expect(words('नेपाल। सरकार, (काठमाडौँ) COVID-19॥ २०८२')).toEqual(['नेपाल', 'सरकार', 'काठमाडौं', 'covid', '19', '2082']);
    expect(words('\u200d \u00ad')).toEqual([]);
  });
});

describe('Nepali suffixes and postpositions', () => {
  it('are listed in their normalised spelling, none ending with another', () => {
    for (const suffix of NEPALI_SUFFIXES) {
      expect(normalise(suffix)).toBe(suffix);
      expect(NEPALI_SUFFIXES.filter((other) => other !== suffix && suffix.endsWith(other))).toEqual([]);
    }
  });

  it('strips each suffix of the list from a word', () => {
    for (const suffix of NEPALI_SUFFIXES) expect(stem(`विद्यालय${suffix}`)).toBe('विद्यालय');
  });

  it('strips stacked suffixes: plural, then case, then a particle', () => {
    expect(stem('विद्यालयहरु')).toBe('विद्यालय');
    expect(stem(normalise('विद्यालयहरूको'))).toBe('विद्यालय');
    expect(stem('विद्यालयहरुमा')).toBe('विद्यालय');
    expect(stem('विद्यालयहरुकोमा')).toBe('विद्यालय');
  });

  it('finds the forms of a word from the bare word and the bare word from a form', () => {
    sameTerms('विद्यालय', 'विद्यालयमा');
    sameTerms('विद्यालयका', 'विद्यालय');
    sameTerms('सरकारले', 'सरकारलाई');
    sameTerms('काठमाडौँबाट', 'काठमाडौंमा');
  });

  it('leaves a word that is only a suffix, or whose stem would end on a virama', () => {
    expect(stem('मा')).toBe('मा');
    expect(stem('को')).toBe('को');
    expect(stem('भन्दा')).toBe('भन्दा');
    expect(stem('शर्मा')).toBe('शर्मा');
  });

  it('leaves Roman words alone', () => {
    expect(stem('kathmanduma')).toBe('kathmanduma');
  });
});
