import { normalise, stem } from './nepali-text';
import { analyseQuery, romanKeyVariants, searchKeys } from './query';
import { romanKey } from './roman';
import { searchTiers } from './search.repository';
import { searchMatch } from './snippet';

const marked = (match: ReturnType<typeof searchMatch>) => match.snippet.filter((p) => p.marked).map((p) => p.text);

describe('query analysis', () => {
  it('stems Devanagari words, folds digits and gives Roman words keys', () => {
    expect(analyseQuery('विद्यालयहरूको २०८२ kathmandu ma')).toEqual([
      { keys: ['विद्यालय'], fuzzy: [] },
      { keys: ['2082'], fuzzy: [] },
      { keys: ['kathmandu', 'ktmdu'], fuzzy: ['ktmdu'] },
      // Too short for trigrams: exact keys only.
      { keys: ['ma', 'm'], fuzzy: [] },
    ]);
  });

  it('also tries a Roman word without a postposition', () => {
    expect(romanKeyVariants('bhukampako')).toEqual(['bukpko', 'bukp']);
    expect(romanKeyVariants('bhukamp')).toEqual(['bukp']);
  });

  it('reads a final n of a Roman word as an anusvara and as न', () => {
    expect(romanKeyVariants('kisan')).toEqual(['kis', 'kisn']);
    expect(romanKeyVariants('kisan')).toContain(romanKey(stem(normalise('किसानलाई'))));
  });
});

describe('the keys of a text', () => {
  it('are its stems and their Roman keys', () => {
    expect(searchKeys('भूकम्पले COVID-19 रोक्यो').sort()).toEqual(
      ['भुकम्प', 'bukp', 'covid', 'kobid', '19', 'रोक्यो', 'rokyo'].sort(),
    );
  });

  it('ignores repeated words and punctuation', () => {
    expect(analyseQuery('नेपाल, नेपाल!')).toHaveLength(1);
    expect(analyseQuery('?!')).toEqual([]);
  });
});

describe('search tiers', () => {
  it('list every way to place the words, best first: more words, then weight', () => {
    const tiers = searchTiers(2, 1);
    expect(tiers.map((t) => [t.matched, t.weight])).toEqual([
      [2, 8],
      [2, 6],
      [2, 5],
      [2, 4],
      [2, 3],
      [2, 2],
      [1, 4],
      [1, 2],
      [1, 1],
    ]);
    expect(tiers[1].fields).toEqual([
      ['title', 'summary'],
      ['summary', 'title'],
    ]);
    expect(tiers.reduce((n, t) => n + t.fields.length, 0)).toBe(4 ** 2 - 1);
    expect(searchTiers(2, 2).every((t) => t.matched === 2)).toBe(true);
    expect(searchTiers(1, 1).map((t) => t.fields)).toEqual([[['title']], [['summary']], [['body']]]);
  });
});

describe('search snippets', () => {
  const article = {
    title: 'पोखरामा पर्यटक बढे',
    summary: null,
    content: `${'अरू कुरा। '.repeat(20)}काठमाडौँको भूकम्पपछि विद्यालयहरू खुले। ${'अन्त्य। '.repeat(40)}`,
  };

  it('marks the title when the title matched', () => {
    const match = searchMatch(article, analyseQuery('पोखरा'));
    expect(match.field).toBe('title');
    expect(marked(match)).toEqual(['पोखरामा']);
    expect(match.snippet.map((p) => p.text).join('')).toBe(article.title);
  });

  it('cuts the body around the first match and marks every matched word', () => {
    const match = searchMatch(article, analyseQuery('काठमाडौं विद्यालय'));
    expect(match.field).toBe('content');
    expect(marked(match)).toEqual(['काठमाडौँको', 'विद्यालयहरू']);
    const text = match.snippet.map((p) => p.text).join('');
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(text.length).toBeLessThan(260);
  });

  it('marks words found by a Roman query', () => {
    expect(marked(searchMatch(article, analyseQuery('bhukampa')))).toEqual(['भूकम्पपछि']);
    expect(marked(searchMatch(article, analyseQuery('kathmaadaun')))).toEqual(['काठमाडौँको']);
  });
});
