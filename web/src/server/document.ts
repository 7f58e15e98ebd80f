import { absoluteUrl, SITE_LOGO_PATH, type PageHead } from '@/app/head';
import { APP_STATE_ID } from '@/app/state';
import { BRAND_NAME } from '@/config/app';
import type { Language } from '@/config/app';
import type { ClientAssets } from './assets';

/** Text for HTML: element content and attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON that is safe inside a <script> element: no `<` (so no `</script>` or `<!--`), and the two
 * line separators JavaScript once refused, escaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';

/** The Open Graph locale of a page: Nepali for articles (their text is Nepali), else the interface's. */
function ogLocale(head: PageHead, language: Language) {
  return head.type === 'article' || language === 'ne' ? 'ne_NP' : 'en_US';
}

/** Everything before the rendered app: <head> with the page's tags, the styles and the scripts. */
export function documentStart(head: PageHead, language: Language, publicUrl: string, assets: ClientAssets): string {
  const canonical = absoluteUrl(publicUrl, head.canonicalPath);
  const image = absoluteUrl(publicUrl, head.image ?? SITE_LOGO_PATH);
  const feeds = [{ title: BRAND_NAME, path: '/rss.xml' }, ...(head.feeds ?? [])];
  const ogTitle = head.headline ?? head.title;
  return [
    `<!doctype html><html lang="${language}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:locale', ogLocale(head, language)),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', ogTitle),
    meta('property', 'article:published_time', head.publishedTime),
    meta('property', 'article:modified_time', head.modifiedTime),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', ogTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...feeds.map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absoluteUrl(publicUrl, feed.path))}">`,
    ),
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    '<meta name="theme-color" content="#b91c1c">',
    // The stylesheet is inlined: one round trip less before the first paint on a slow network.
    assets.css ? `<style>${assets.css}</style>` : '',
    // The page is readable before any script runs: the boot script (src/boot.ts) adds the app's
    // entry and modules once the page's first picture is shown.
    `<script type="module" crossorigin src="${assets.boot}" data-entry="${assets.entry}" data-preload="${[...assets.preload, assets.strings[language]].join(' ')}"></script>`,
    ...(head.jsonLd?.(publicUrl) ?? []).map(
      (object) => `<script type="application/ld+json">${scriptJson(object)}</script>`,
    ),
    '</head><body><div id="root">',
  ].join('');
}

/** Everything after the rendered app: the state the client hydrates from. */
export function documentEnd(state: unknown): string {
  return `</div><script type="application/json" id="${APP_STATE_ID}">${scriptJson(state)}</script></body></html>`;
}
