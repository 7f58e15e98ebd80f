import { describe, expect, it } from 'vitest';
import { slugFromTitle, tidySlug } from './slug';

describe('slug from the title', () => {
  // Each pair: what the content service's slugify (services/content/src/stories/slug.ts) answers.
  it.each([
    ['पोखरामा नयाँ पुल', 'pokarama-nayan-pul'],
    ['काठमाडौंमा भूकम्प: १० जनाको मृत्यु', 'katamadaunma-bukamp-10-janako-mrityu'],
    ['Nepal wins the Cup!', 'nepal-wins-the-cup'],
    ['शान्ति सम्झौता', 'santi-samjauta'],
    ['ज्ञान र विज्ञान', 'gyan-r-bigyan'],
    ['क्रिकेट टोली छनोट', 'kriket-toli-chanot'],
    ['छात्रवृत्ति वितरण', 'chatrabritti-bitaran'],
    ['ऋण', 'rin'],
    ['औषधि', 'ausadi'],
    ['संसदको बैठक आज बिहान बस्यो।', 'sansadako-baitak-aj-bihan-basyo'],
  ])('%s → %s (as the server makes it)', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('is empty when the title has no letter or digit, and at most 80 characters, cut at a word', () => {
    expect(slugFromTitle('!!!')).toBe('');
    const long = slugFromTitle('शब्द '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });

  it('tidies a typed slug', () => {
    expect(tidySlug('  Pokhara New Bridge!! ')).toBe('pokhara-new-bridge');
    expect(tidySlug('a--b')).toBe('a-b');
  });
});
