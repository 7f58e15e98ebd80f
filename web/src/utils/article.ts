import { BREAKING_TICKER_ITEMS, CATEGORY_SLUGS, EXCERPT_LENGTH, type CategorySlug } from '@/config/app';
import type { TFunction } from '@/lib/i18n';
import type { Article, ArticleAuthor, ArticleListItem } from '@/types/contract';

/**
 * An article from the API with its optional texts made safe to render: a blank summary or hero
 * image is none, and blank entries of the additional images are left out.
 */
export function normalizeArticle<T extends Article | ArticleListItem>(raw: T): T {
  return {
    ...raw,
    summary: raw.summary?.trim() ? raw.summary : null,
    imageUrl: raw.imageUrl?.trim() ? raw.imageUrl : null,
    imageUrls: raw.imageUrls.filter((url) => url.trim() !== ''),
  };
}

/** Every image of an article, hero first (imageUrl, then the additional images), without repeats. */
export function articleImages(article: Pick<Article, 'imageUrl' | 'imageUrls'>): string[] {
  const all = [article.imageUrl, ...article.imageUrls].filter((url): url is string => Boolean(url));
  return [...new Set(all)];
}

/** The hero image (the first image) and the extra images of the grid. */
export function splitImages(article: Pick<Article, 'imageUrl' | 'imageUrls'>): {
  hero: string | null;
  extra: string[];
} {
  const [hero = null, ...extra] = articleImages(article);
  return { hero, extra };
}

/** The first `length` characters of a text (whole code points), with an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}

/**
 * A card's text: the summary, or the first 100 characters of the content when there is none (a
 * list's card carries them as its excerpt, cut by the content service by the same rule).
 */
export function cardText(
  article: Pick<Article, 'summary' | 'content'> | Pick<ArticleListItem, 'summary' | 'excerpt'>,
): string {
  if (article.summary && article.summary.trim()) return article.summary.trim();
  if ('excerpt' in article) return article.excerpt ?? '';
  return truncate(article.content.replace(/\s+/g, ' '), EXCERPT_LENGTH);
}

/** The content as paragraphs: one per non-empty line. */
export function contentParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Readers only ever see published articles; the client filters lists too (spec §4). */
export function publishedOnly<T extends Pick<Article, 'published'>>(articles: T[]): T[] {
  return articles.filter((article) => article.published);
}

/** The breaking ticker: the titles of at most 3 articles. */
export function tickerTitles(articles: Pick<Article, 'title'>[], limit = BREAKING_TICKER_ITEMS): string[] {
  return articles
    .map((article) => article.title.trim())
    .filter(Boolean)
    .slice(0, limit);
}

export const TICKER_SEPARATOR = ' • ';

/** The ticker's text: the titles joined by a bullet. */
export function tickerText(articles: Pick<Article, 'title'>[], limit = BREAKING_TICKER_ITEMS): string {
  return tickerTitles(articles, limit).join(TICKER_SEPARATOR);
}

/** A known category slug; an unknown one (and the header's `latest`) falls back to latest-news. */
export function categorySlug(slug: string | undefined | null): CategorySlug {
  return slug === CATEGORY_SLUGS.breaking ? CATEGORY_SLUGS.breaking : CATEGORY_SLUGS.latest;
}

export function isBreaking(article: Pick<Article, 'category'>): boolean {
  return article.category?.slug === CATEGORY_SLUGS.breaking;
}

export function authorName(author: { firstName?: string | null; lastName?: string | null }): string {
  return [author.firstName, author.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Role admin is labelled Senior Editor, any other role Staff Writer (spec §2). */
export function authorRoleKey(author: Pick<ArticleAuthor, 'role'>): 'article.seniorEditor' | 'article.staffWriter' {
  return author.role === 'admin' ? 'article.seniorEditor' : 'article.staffWriter';
}

/**
 * Short words, postpositions and particles that make poor topics, in Nepali and English.
 */
const STOP_WORDS = new Set([
  'र',
  'वा',
  'तथा',
  'पनि',
  'नै',
  'त',
  'को',
  'का',
  'की',
  'मा',
  'ले',
  'लाई',
  'बाट',
  'देखि',
  'सम्म',
  'छ',
  'छन्',
  'हो',
  'भए',
  'भयो',
  'भएको',
  'गर्ने',
  'गरेको',
  'गरे',
  'गर्न',
  'हुने',
  'रहेको',
  'लागि',
  'साथ',
  'यो',
  'त्यो',
  'यस',
  'उक्त',
  'एक',
  'नयाँ',
  'the',
  'and',
  'for',
  'with',
  'from',
  'that',
  'this',
  'into',
  'over',
  'after',
]);

const WORD_EDGE = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/**
 * Topic badges of an article (our choice where spec.md is silent): the category's name (in the
 * interface language when the caller passes it), then
 * up to three keywords of the title — its longest words (at least three letters, not a stop
 * word), in the order they appear in the title.
 */
export function articleTopics(
  article: Pick<Article, 'title' | 'category'>,
  categoryLabel: string | undefined = article.category?.name,
  keywords = 3,
): string[] {
  const words = article.title
    .split(/\s+/)
    .map((word) => word.replace(WORD_EDGE, ''))
    .filter((word) => Array.from(word).length >= 3 && !/^\p{N}+$/u.test(word) && !STOP_WORDS.has(word.toLowerCase()));
  const unique = [...new Set(words)];
  const longest = [...unique].sort((a, b) => Array.from(b).length - Array.from(a).length).slice(0, keywords);
  const chosen = unique.filter((word) => longest.includes(word));
  const category = categoryLabel?.trim();
  return category ? [category, ...chosen.filter((word) => word !== category)] : chosen;
}

/** The date shown to readers: when the article was published (a draft: when it was begun). */
export const articleDate = (article: Pick<Article, 'createdAt' | 'publishedAt'>): string =>
  article.publishedAt ?? article.createdAt;

/** A section's name in the interface language (its Nepali name in Nepali, when it has one). */
export function sectionName(section: { name: string; nameNe?: string | null }, language: string): string {
  return language === 'ne' && section.nameNe ? section.nameNe : section.name;
}

/** spec.md's two sections (latest-news, breaking-news): part of the site, named by its strings. */
export function isSpecSection(slug: string | undefined | null): slug is CategorySlug {
  return slug === CATEGORY_SLUGS.latest || slug === CATEGORY_SLUGS.breaking;
}

/** Any section's name in a list of them (a select): spec.md's two by the interface's strings, others by sectionName. */
export function sectionLabel(
  section: { name: string; slug: string; nameNe?: string | null },
  t: TFunction,
  language: string,
): string {
  return isSpecSection(section.slug) ? t(`category.${section.slug}`) : sectionName(section, language);
}

/**
 * The list a /category/{slug} page shows: a section editors added is its own; spec.md's two
 * (and /category/latest, and any unknown slug) are latest-news or breaking-news as before.
 */
export function sectionSlug(slug: string | undefined, sections: readonly { slug: string }[] | undefined): string {
  if (slug && slug !== 'latest' && sections?.some((section) => section.slug === slug)) return slug;
  return categorySlug(slug);
}

/** A tag's name as its articles carry it (the slug until one is there). */
export function tagName(articles: Pick<ArticleListItem, 'tags'>[], slug: string): string {
  for (const article of articles) {
    const tag = article.tags?.find((t) => t.slug === slug);
    if (tag) return tag.name;
  }
  return slug;
}
