import { bodyText, sanitiseBody } from '../stories/article-body';
import { DEMO_ARTICLES, demoBody } from './demo-articles';

describe('demo articles with embeds (issue 22)', () => {
  const withEmbeds = DEMO_ARTICLES.filter((a) => a.embeds?.length);

  it('has one published article with three embeds, which `npm run bench:reader` measures', () => {
    expect(withEmbeds).toHaveLength(1);
    expect(withEmbeds[0].published).toBe(true);
    const body = demoBody(withEmbeds[0])!;
    expect(body.blocks.filter((b) => b.type === 'embed').map((b) => b.type === 'embed' && b.provider)).toEqual([
      'youtube',
      'facebook',
      'x',
    ]);
    // Between the paragraphs, not all at the end.
    expect(body.blocks[1].type).toBe('embed');
  });

  it('gives bodies the server stores as they are, whose text is the article content', () => {
    for (const item of withEmbeds) {
      const body = demoBody(item)!;
      expect(sanitiseBody(body)).toEqual(body);
      expect(bodyText(body)).toBe(item.content);
    }
    expect(DEMO_ARTICLES.filter((a) => !a.embeds).every((a) => demoBody(a) === null)).toBe(true);
  });
});
