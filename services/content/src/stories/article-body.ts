import { BadRequestException } from '@nestjs/common';

/**
 * The structured body of an article (issue 22): a list of blocks holding runs of text. The
 * server keeps only what it knows (block types, keys, link schemes, embed hosts), so whatever
 * a client sends, the stored body renders to safe HTML; `content` is its plain text.
 */

export interface TextRun {
  text: string;
  bold?: true;
  italic?: true;
  /** http:, https: or mailto: only. */
  link?: string;
}

export const EMBED_PROVIDERS = ['youtube', 'facebook', 'x', 'instagram'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export type BodyBlock =
  | { type: 'paragraph'; content: TextRun[] }
  | { type: 'heading'; level: 2 | 3 | 4; content: TextRun[] }
  | { type: 'list'; ordered: boolean; items: TextRun[][] }
  | { type: 'quote'; content: TextRun[]; cite?: string }
  | { type: 'image'; url: string; caption?: string; credit?: string; alt?: string }
  | { type: 'embed'; provider: EmbedProvider; url: string };

export interface ArticleBody {
  version: 1;
  blocks: BodyBlock[];
}

export const MAX_BLOCKS = 500;
export const MAX_RUNS = 200;
export const MAX_LIST_ITEMS = 100;
const MAX_TEXT = 100_000;
const MAX_WORDS = 500; // caption, credit, alt, cite

export const BODY_INVALID = 'body must be {"version": 1, "blocks": [...]}';
export const EMBED_MESSAGE = 'Embeds must be https links to YouTube, Facebook, X or Instagram posts';
export const BODY_IMAGE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** Hosts each embed may come from (a post's address, never a script). */
export const EMBED_HOSTS: Readonly<Record<EmbedProvider, readonly string[]>> = {
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.watch'],
  x: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
};

const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
const IMAGE = /^(https?:\/\/[^\s]+|\/media\/[^\s]+)$/;
// Markup has no place in text: a tag pasted as text is dropped (script elements with their content).
const SCRIPT = /<script\b[\s\S]*?(<\/script\s*>|$)/gi;
const TAG = /<\/?[a-z!][^>]*>/gi;
// eslint-disable-next-line no-control-regex -- control characters other than tab and newline
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function cleanText(value: unknown, max = MAX_TEXT): string {
  if (typeof value !== 'string') throw new BadRequestException('Body text must be text');
  return value.replace(SCRIPT, '').replace(TAG, '').replace(CONTROL, '').slice(0, max);
}

function optionalWords(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = cleanText(value, MAX_WORDS).trim();
  return text || undefined;
}

function runs(value: unknown): TextRun[] {
  if (!Array.isArray(value)) throw new BadRequestException('Body text must be a list of text runs');
  if (value.length > MAX_RUNS) throw new BadRequestException(`At most ${MAX_RUNS} text runs in a block`);
  const out: TextRun[] = [];
  for (const item of value) {
    if (!isObject(item)) throw new BadRequestException('Body text must be a list of text runs');
    const run: TextRun = { text: cleanText(item.text) };
    if (item.bold === true) run.bold = true;
    if (item.italic === true) run.italic = true;
    // Any other scheme (javascript:, data:, vbscript:) loses its link and keeps its words.
    if (typeof item.link === 'string' && LINK.test(item.link.trim())) run.link = item.link.trim();
    if (run.text) out.push(run);
  }
  return out;
}

/** The provider of an embed address, or null when it is none of the four. */
export function embedProvider(url: string): EmbedProvider | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return null;
  const host = parsed.hostname.toLowerCase();
  return EMBED_PROVIDERS.find((p) => EMBED_HOSTS[p].includes(host)) ?? null;
}

function block(value: unknown): BodyBlock | null {
  if (!isObject(value)) throw new BadRequestException('Each body block must be an object');
  switch (value.type) {
    case 'paragraph':
      return { type: 'paragraph', content: runs(value.content) };
    case 'heading': {
      const level = value.level === 3 || value.level === 4 ? value.level : 2;
      return { type: 'heading', level, content: runs(value.content) };
    }
    case 'list': {
      if (!Array.isArray(value.items) || value.items.length > MAX_LIST_ITEMS)
        throw new BadRequestException(`A list holds 1 to ${MAX_LIST_ITEMS} items`);
      return { type: 'list', ordered: value.ordered === true, items: value.items.map(runs) };
    }
    case 'quote': {
      const cite = optionalWords(value.cite);
      return { type: 'quote', content: runs(value.content), ...(cite && { cite }) };
    }
    case 'image': {
      const url = typeof value.url === 'string' ? value.url.trim() : '';
      if (!IMAGE.test(url) || url.length > 2000) throw new BadRequestException(BODY_IMAGE_MESSAGE);
      const caption = optionalWords(value.caption);
      const credit = optionalWords(value.credit);
      const alt = optionalWords(value.alt);
      return { type: 'image', url, ...(caption && { caption }), ...(credit && { credit }), ...(alt && { alt }) };
    }
    case 'embed': {
      const url = typeof value.url === 'string' ? value.url.trim() : '';
      const provider = url.length <= 2000 ? embedProvider(url) : null;
      if (!provider) throw new BadRequestException(EMBED_MESSAGE);
      return { type: 'embed', provider, url };
    }
    default:
      // Unknown kinds (raw HTML, scripts, a newer editor's blocks) are not kept.
      return null;
  }
}

/** The body as it is stored: known blocks and keys only; 400 for a malformed one. */
export function sanitiseBody(value: unknown): ArticleBody {
  if (!isObject(value) || !Array.isArray(value.blocks)) throw new BadRequestException(BODY_INVALID);
  if (value.blocks.length > MAX_BLOCKS) throw new BadRequestException(`At most ${MAX_BLOCKS} blocks in a body`);
  const blocks = value.blocks.map(block).filter((b): b is BodyBlock => b !== null);
  const body: ArticleBody = { version: 1, blocks };
  if (bodyText(body).length > MAX_TEXT) throw new BadRequestException('Content must be at most 100000 characters');
  return body;
}

const joined = (content: TextRun[]) => content.map((run) => run.text).join('');

/** The body's words as spec.md's `content`: one line per paragraph, heading, quote and list item. */
export function bodyText(body: ArticleBody): string {
  const lines: string[] = [];
  for (const b of body.blocks) {
    if (b.type === 'paragraph' || b.type === 'heading' || b.type === 'quote') lines.push(joined(b.content));
    else if (b.type === 'list') lines.push(...b.items.map(joined));
  }
  return lines
    .map((line) => line.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The body of an article saved as plain text only: a paragraph per non-empty line. */
export function bodyFromText(content: string): ArticleBody {
  return {
    version: 1,
    blocks: content
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ({ type: 'paragraph' as const, content: [{ text: line }] })),
  };
}

/** The pictures inside a body (their hosts are checked like the article's own pictures). */
export const bodyImages = (body: ArticleBody): string[] =>
  body.blocks.flatMap((b) => (b.type === 'image' ? [b.url] : []));
