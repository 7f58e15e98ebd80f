import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '@/lib/i18n';
import type { Params } from 'react-router-dom';
import { articleQueryOptions } from '@/api/get-article';
import { authorListQueryOptions, taggedListQueryOptions } from '@/api/get-articles';
import { categoriesQueryOptions } from '@/api/get-categories';
import { BRAND_NAME, BRAND_TAGLINE, CATEGORY_SLUGS, type CategorySlug } from '@/config/app';
import { paths } from '@/config/paths';
import { documentTitle } from '@/hooks/use-document-title';
import type { Article } from '@/types/contract';
import { articleImages, authorName, sectionName, sectionSlug, tagName, truncate } from '@/utils/article';

/**
 * The head of a server-rendered page (title, description, canonical URL, Open Graph, Twitter,
 * JSON-LD, feeds). Each route names its builder in `handle.head`; the web server writes the
 * result into <head> (web/src/server/document.ts). Crawlers and link previews read these; in the
 * browser the screens keep document.title up to date themselves (useDocumentTitle).
 */
export interface PageHead {
  /** The tab's title: "<page> · <brand>". */
  title: string;
  /** The page's own title for link previews (og:title), when it differs from `title`. */
  headline?: string;
  description: string;
  /** Path (and query) of the canonical URL, resolved against PUBLIC_URL. */
  canonicalPath: string;
  type: 'website' | 'article';
  /** Absolute or site-relative URL of the page's picture. */
  image?: string;
  publishedTime?: string;
  modifiedTime?: string;
  /** Pages search engines should not index (accounts, errors). */
  noindex?: boolean;
  /** RSS feeds of the page, besides the site's own. */
  feeds?: { title: string; path: string }[];
  /** JSON-LD objects (absolute URLs are filled in by the server). */
  jsonLd?: (publicUrl: string) => object[];
}

export interface HeadContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  t: TFunction;
  /** The page's interface language (a section's Nepali name in Nepali). */
  language?: string;
}

export interface RouteHandle {
  head?: (context: HeadContext) => PageHead;
  /** Rendered in the browser only (account and admin screens): the server sends the shell. */
  clientOnly?: boolean;
  /** A screen where a password is typed: it keeps the gateway's Cross-Origin-Opener-Policy (same-origin). */
  credentials?: boolean;
}

/** Meta descriptions stay under the length search engines show. */
const DESCRIPTION_LENGTH = 160;

/** The logo of the publisher (JSON-LD) and the picture of pages without one of their own. */
export const SITE_LOGO_PATH = '/logo.png';

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).toString();
}

function siteDescription(t: TFunction) {
  return `${BRAND_TAGLINE}. ${t('home.intro')}`;
}

function simplePage(title: string, path: string, t: TFunction, extra: Partial<PageHead> = {}): PageHead {
  return {
    title: documentTitle(title),
    description: siteDescription(t),
    canonicalPath: path,
    type: 'website',
    ...extra,
  };
}

function publisher(publicUrl: string) {
  return {
    '@type': 'NewsMediaOrganization',
    name: BRAND_NAME,
    url: absoluteUrl(publicUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(publicUrl, SITE_LOGO_PATH), width: 512, height: 512 },
  };
}

export function articleDescription(article: Pick<Article, 'summary' | 'content'>): string {
  const text = article.summary?.trim() || article.content;
  return truncate(text.replace(/\s+/g, ' '), DESCRIPTION_LENGTH);
}

export function articleHead(article: Article): PageHead {
  const description = articleDescription(article);
  const images = articleImages(article);
  const published = article.publishedAt ?? article.createdAt;
  const modified = article.updatedAt ?? published;
  return {
    title: documentTitle(article.title),
    headline: article.title,
    description,
    // /article/{id} and any older slug name the current address as canonical.
    canonicalPath: paths.story(article),
    type: 'article',
    image: images[0],
    publishedTime: published,
    modifiedTime: modified,
    noindex: !article.published,
    jsonLd: (publicUrl) => [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        mainEntityOfPage: absoluteUrl(publicUrl, paths.story(article)),
        headline: article.title,
        description,
        inLanguage: 'ne',
        image:
          images.length > 0
            ? images.map((image) => absoluteUrl(publicUrl, image))
            : [absoluteUrl(publicUrl, SITE_LOGO_PATH)],
        datePublished: published,
        dateModified: modified,
        articleSection: article.category?.name,
        author: [
          {
            '@type': 'Person',
            name: `${article.author?.firstName ?? ''} ${article.author?.lastName ?? ''}`.trim() || BRAND_NAME,
          },
        ],
        publisher: publisher(publicUrl),
      },
    ],
  };
}

export const pageHeads = {
  home: ({ t }: HeadContext): PageHead => ({
    title: `${BRAND_NAME} · ${BRAND_TAGLINE}`,
    description: siteDescription(t),
    canonicalPath: paths.home,
    type: 'website',
    jsonLd: (publicUrl) => [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: BRAND_NAME,
        url: absoluteUrl(publicUrl, '/'),
        inLanguage: 'ne',
      },
      { '@context': 'https://schema.org', ...publisher(publicUrl) },
    ],
  }),

  article: ({ queryClient, params, t }: HeadContext): PageHead => {
    const article = queryClient.getQueryData(articleQueryOptions(params.id ?? '').queryKey);
    if (!article) {
      return simplePage(t('article.notFoundTitle'), paths.article(params.id ?? ''), t, { noindex: true });
    }
    return articleHead(article);
  },

  tag: ({ queryClient, params, t }: HeadContext): PageHead => {
    const slug = params.slug ?? '';
    const articles = queryClient.getQueryData(taggedListQueryOptions(slug).queryKey)?.articles ?? [];
    const title = t('article.tagArticles', { name: tagName(articles, slug) });
    return simplePage(title, paths.tag(slug), t, {
      noindex: articles.length === 0,
      feeds: [{ title: `${BRAND_NAME} · ${tagName(articles, slug)}`, path: `${paths.tag(slug)}/rss.xml` }],
    });
  },

  author: ({ queryClient, params, t }: HeadContext): PageHead => {
    const id = params.id ?? '';
    const articles = queryClient.getQueryData(authorListQueryOptions(id).queryKey)?.articles ?? [];
    const author = articles[0]?.author;
    const title = t('article.authorArticles', { name: author ? authorName(author) : '' });
    return simplePage(title, paths.author(id), t, {
      noindex: articles.length === 0,
      ...(author?.bio ? { description: author.bio } : {}),
    });
  },

  category: ({ queryClient, params, url, t, language }: HeadContext): PageHead => {
    const sections = queryClient.getQueryData(categoriesQueryOptions().queryKey);
    const slug = sectionSlug(params.category, sections);
    const section =
      slug === 'latest-news' || slug === 'breaking-news' ? undefined : sections?.find((s) => s.slug === slug);
    const before = url.searchParams.get('before');
    const title = section ? sectionName(section, language ?? 'en') : t(`category.${slug as CategorySlug}`);
    return simplePage(title, `${paths.category(slug)}${before ? `?before=${encodeURIComponent(before)}` : ''}`, t, {
      description: section
        ? title
        : `${title}: ${t(slug === CATEGORY_SLUGS.breaking ? 'category.breakingBlurb' : 'category.latestBlurb')}`,
      feeds: [{ title: `${BRAND_NAME} · ${title}`, path: `${paths.category(slug)}/rss.xml` }],
    });
  },

  // Result pages are not for search engines (endless, and the reader's own words).
  search: ({ url, t }: HeadContext) => {
    const q = url.searchParams.get('q')?.trim();
    return simplePage(q ? t('search.titleFor', { q }) : t('search.title'), paths.search, t, { noindex: true });
  },
  about: ({ t }: HeadContext) =>
    simplePage(t('about.title'), paths.about, t, { description: t('about.intro', { brand: BRAND_NAME }) }),
  privacy: ({ t }: HeadContext) => simplePage(t('pages.privacy'), paths.privacy, t),
  terms: ({ t }: HeadContext) => simplePage(t('pages.terms'), paths.terms, t),
  contact: ({ t }: HeadContext) => simplePage(t('pages.contact'), paths.contact, t),
  login: ({ t }: HeadContext) => simplePage(t('login.title'), paths.login, t, { noindex: true }),
  register: ({ t }: HeadContext) => simplePage(t('register.title'), paths.register, t, { noindex: true }),
  forgotPassword: ({ t }: HeadContext) => simplePage(t('forgot.title'), paths.forgotPassword, t, { noindex: true }),
  resetPassword: ({ t }: HeadContext) => simplePage(t('reset.title'), paths.resetPassword, t, { noindex: true }),
  private: ({ url, t }: HeadContext) => simplePage('', url.pathname, t, { noindex: true }),
  notFound: ({ url, t }: HeadContext) => simplePage(t('notFound.title'), url.pathname, t, { noindex: true }),
  error: ({ url, t }: HeadContext) => simplePage(t('errorBoundary.title'), url.pathname, t, { noindex: true }),
};
