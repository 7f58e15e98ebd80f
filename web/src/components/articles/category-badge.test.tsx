import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { renderRoute } from '@/testing/test-utils';
import { CategoryBadge } from './category-badge';

// An article's section badge: spec.md's two by the interface's strings; a section editors added
// by its own name (its Nepali one in the Nepali interface), linking to its own page.

const politics = { slug: 'politics', name: 'Politics', nameNe: 'राजनीति' };

describe('CategoryBadge', () => {
  it('names a section editors added and links to its page', () => {
    renderRoute(<CategoryBadge category={politics} asLink />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Politics' })).toHaveAttribute('href', '/category/politics');
  });

  it('uses the Nepali name in the Nepali interface', () => {
    renderRoute(<CategoryBadge category={politics} asLink />, { path: '/', i18n: createI18n('ne') });
    expect(screen.getByRole('link', { name: 'राजनीति' })).toHaveAttribute('href', '/category/politics');
  });

  it("keeps spec.md's two: Breaking News in red, Latest News", () => {
    renderRoute(
      <>
        <CategoryBadge category={{ slug: 'breaking-news', name: 'Breaking News' }} asLink />
        <CategoryBadge category={{ slug: 'latest-news', name: 'Latest News' }} />
      </>,
      { path: '/' },
    );
    const breaking = screen.getByRole('link', { name: 'Breaking News' });
    expect(breaking).toHaveAttribute('href', '/category/breaking-news');
    expect(breaking.className).toContain('bg-red-600');
    expect(screen.getByText('Latest News').tagName).toBe('SPAN');
  });
});
