/**
 * An article's structured body (docs/contracts.md, "Article body"), as the content service
 * stores it after cleaning. Read defensively: anything unexpected is skipped.
 */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  link?: string;
}

export type EmbedProvider = 'youtube' | 'facebook' | 'x' | 'instagram';

export type BodyBlock =
  | { type: 'paragraph'; content: TextRun[] }
  | { type: 'heading'; level: 2 | 3 | 4; content: TextRun[] }
  | { type: 'list'; ordered: boolean; items: TextRun[][] }
  | { type: 'quote'; content: TextRun[]; cite?: string }
  | { type: 'image'; url: string; caption?: string; credit?: string; alt?: string }
  | { type: 'embed'; provider: EmbedProvider; url: string };

const LINK = /^(https?:\/\/|mailto:)/i;
const IMAGE = /^(https?:\/\/|\/media\/)/;

/** The blocks of a body (an empty list when there is none or it is not one). */
export function bodyBlocks(body: unknown): BodyBlock[] {
  const blocks = (body as { blocks?: unknown } | null)?.blocks;
  return Array.isArray(blocks) ? (blocks.filter((b) => b && typeof b === 'object') as BodyBlock[]) : [];
}

/** A link's address when it is one the server keeps (http, https, mailto), else null. */
export const safeLink = (href: unknown): string | null => (typeof href === 'string' && LINK.test(href) ? href : null);
export const safeImage = (src: unknown): string | null => (typeof src === 'string' && IMAGE.test(src) ? src : null);

/** Where a tapped embed loads from: exactly these hosts (the CSP's frame-src). */
export const EMBED_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.facebook.com',
  'https://platform.twitter.com',
  'https://www.instagram.com',
] as const;

/** The frame address of an embed (loaded only when the reader taps it), or null when unknown. */
export function embedFrameUrl(provider: EmbedProvider, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (provider === 'youtube') {
    const id = parsed.hostname === 'youtu.be' ? parsed.pathname.slice(1) : parsed.searchParams.get('v');
    const shorts = /^\/(?:shorts|embed)\/([\w-]{6,20})/.exec(parsed.pathname)?.[1];
    const video = id || shorts;
    return video && /^[\w-]{6,20}$/.test(video) ? `https://www.youtube-nocookie.com/embed/${video}?autoplay=1` : null;
  }
  if (provider === 'facebook')
    return `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(parsed.toString())}`;
  if (provider === 'x') {
    const id = /\/status\/(\d{1,25})/.exec(parsed.pathname)?.[1];
    return id ? `https://platform.twitter.com/embed/Tweet.html?id=${id}` : null;
  }
  const post = /^\/(p|reel|tv)\/([\w-]{4,40})/.exec(parsed.pathname);
  return post ? `https://www.instagram.com/${post[1]}/${post[2]}/embed` : null;
}

export const EMBED_NAMES: Record<EmbedProvider, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function runsHtml(runs: TextRun[] | undefined): string {
  return (runs ?? [])
    .map((run) => {
      let html = escapeHtml(String(run.text ?? ''));
      if (run.bold) html = `<strong>${html}</strong>`;
      if (run.italic) html = `<em>${html}</em>`;
      const href = safeLink(run.link);
      return href ? `<a href="${escapeHtml(href)}">${html}</a>` : html;
    })
    .join('');
}

/**
 * The body as HTML (feeds: RSS readers show it). Every text and address is escaped and only
 * known elements are written; `absolute` makes the portal's /media/ pictures absolute.
 * Embeds become links to the post: a feed reader loads nothing from the third party.
 */
export function bodyHtml(body: unknown, absolute: (path: string) => string = (p) => p): string {
  return bodyBlocks(body)
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${runsHtml(block.content)}</p>`;
        case 'heading': {
          const level = [2, 3, 4].includes(block.level) ? block.level : 2;
          return `<h${level}>${runsHtml(block.content)}</h${level}>`;
        }
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${(block.items ?? []).map((item) => `<li>${runsHtml(item)}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote><p>${runsHtml(block.content)}</p>${block.cite ? `<footer>— <cite>${escapeHtml(block.cite)}</cite></footer>` : ''}</blockquote>`;
        case 'image': {
          const src = safeImage(block.url);
          if (!src) return '';
          const words = [block.caption, block.credit].filter(Boolean).map((w) => escapeHtml(String(w)));
          return `<figure><img src="${escapeHtml(absolute(src))}" alt="${escapeHtml(String(block.alt ?? block.caption ?? ''))}">${words.length ? `<figcaption>${words.join(' · ')}</figcaption>` : ''}</figure>`;
        }
        case 'embed': {
          const href = safeLink(block.url);
          const name = EMBED_NAMES[block.provider] ?? '';
          return href
            ? `<p><a href="${escapeHtml(href)}">${escapeHtml(name || href)}: ${escapeHtml(href)}</a></p>`
            : '';
        }
        default:
          return '';
      }
    })
    .join('\n');
}
