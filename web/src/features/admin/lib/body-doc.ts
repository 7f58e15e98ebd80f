import { bodyBlocks, safeLink, type BodyBlock, type EmbedProvider, type TextRun } from '@/lib/article-body';

/**
 * The editor's document (Tiptap's JSON: ProseMirror nodes and marks) and the server's article
 * body (docs/contracts.md, "Article body": blocks of text runs) in both directions. Pure, so the
 * conversion is tested without an editor; the editor's node names are the ones below.
 */

/** A node of the editor's JSON document (the shape of Tiptap's JSONContent that is used here). */
export interface DocNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** The body as the server stores it. */
export type EditorBody = {
  version: 1;
  blocks: BodyBlock[];
};

/** The providers the server accepts, by host (services/content/src/stories/article-body.ts). */
const EMBED_HOSTS: Readonly<Record<EmbedProvider, readonly string[]>> = {
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.watch'],
  x: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
};

/** The provider of a post's https address (YouTube, Facebook, X, Instagram), or null. */
export function embedProviderOf(url: string): EmbedProvider | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return null;
  const host = parsed.hostname.toLowerCase();
  return (Object.keys(EMBED_HOSTS) as EmbedProvider[]).find((p) => EMBED_HOSTS[p].includes(host)) ?? null;
}

const words = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const sameMarks = (a: TextRun, b: TextRun) => a.bold === b.bold && a.italic === b.italic && a.link === b.link;

/** The inline content of a node as runs: marks kept, neighbours with the same marks joined, no empty run. */
function runsOf(nodes: DocNode[] | undefined): TextRun[] {
  const runs: TextRun[] = [];
  for (const node of nodes ?? []) {
    const text = node.type === 'hardBreak' ? '\n' : node.type === 'text' ? (node.text ?? '') : '';
    if (!text) continue;
    const run: TextRun = { text };
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') run.bold = true;
      else if (mark.type === 'italic') run.italic = true;
      else if (mark.type === 'link') {
        const href = typeof mark.attrs?.href === 'string' ? safeLink(mark.attrs.href.trim()) : null;
        if (href) run.link = href;
      }
    }
    const last = runs[runs.length - 1];
    if (last && sameMarks(last, run)) last.text += run.text;
    else runs.push(run);
  }
  return runs;
}

/** The runs of a node's paragraphs (a list item's, a quote's), one after another. */
const textBlocks = (node: DocNode): DocNode[] =>
  (node.content ?? []).filter((child) => child.type === 'paragraph' || child.type === 'heading');

function blocksOf(node: DocNode): BodyBlock[] {
  switch (node.type) {
    case 'paragraph': {
      const content = runsOf(node.content);
      return content.length ? [{ type: 'paragraph', content }] : [];
    }
    case 'heading': {
      const content = runsOf(node.content);
      const level = node.attrs?.level === 3 || node.attrs?.level === 4 ? node.attrs.level : 2;
      return content.length ? [{ type: 'heading', level, content }] : [];
    }
    case 'bulletList':
    case 'orderedList': {
      // A list inside an item becomes items of its own after it (the body's lists are flat).
      const items: TextRun[][] = [];
      const collect = (list: DocNode) => {
        for (const item of list.content ?? []) {
          const space: DocNode = { type: 'text', text: ' ' };
          const runs = runsOf(textBlocks(item).flatMap((p, i) => (i ? [space] : []).concat(p.content ?? [])));
          if (runs.length) items.push(runs);
          for (const child of item.content ?? []) {
            if (child.type === 'bulletList' || child.type === 'orderedList') collect(child);
          }
        }
      };
      collect(node);
      return items.length ? [{ type: 'list', ordered: node.type === 'orderedList', items }] : [];
    }
    case 'blockquote': {
      // Each paragraph of a quote is a quote block; the citation goes with the last one.
      const cite = words(node.attrs?.cite);
      const quotes: BodyBlock[] = textBlocks(node)
        .map((p) => runsOf(p.content))
        .filter((content) => content.length)
        .map((content) => ({ type: 'quote', content }));
      const last = quotes[quotes.length - 1];
      if (last && last.type === 'quote' && cite) last.cite = cite;
      const nested = (node.content ?? [])
        .filter((c) => c.type !== 'paragraph' && c.type !== 'heading')
        .flatMap(blocksOf);
      return [...quotes, ...nested];
    }
    case 'image': {
      // A pasted picture the server is still importing has a foreign address: not saved until it has the portal's.
      if (node.attrs?.importing) return [];
      const url = words(node.attrs?.src);
      if (!url) return [];
      const caption = words(node.attrs?.caption);
      const credit = words(node.attrs?.credit);
      const alt = words(node.attrs?.alt);
      return [{ type: 'image', url, ...(caption && { caption }), ...(credit && { credit }), ...(alt && { alt }) }];
    }
    case 'embed': {
      const url = words(node.attrs?.url);
      const provider = url ? embedProviderOf(url) : null;
      return url && provider ? [{ type: 'embed', provider, url }] : [];
    }
    default:
      return (node.content ?? []).flatMap(blocksOf);
  }
}

/** The editor's document as the server's body (empty paragraphs and unknown nodes left out). */
export function docToBody(doc: DocNode): EditorBody {
  return { version: 1, blocks: (doc.content ?? []).flatMap(blocksOf) };
}

/** Runs as the editor's inline nodes (a line break in a run is a hard break). */
function inline(runs: TextRun[] | undefined): DocNode[] {
  const nodes: DocNode[] = [];
  for (const run of runs ?? []) {
    const marks: NonNullable<DocNode['marks']> = [];
    if (run.bold) marks.push({ type: 'bold' });
    if (run.italic) marks.push({ type: 'italic' });
    const href = safeLink(run.link);
    if (href) marks.push({ type: 'link', attrs: { href } });
    String(run.text ?? '')
      .split('\n')
      .forEach((text, i) => {
        if (i) nodes.push({ type: 'hardBreak' });
        if (text) nodes.push({ type: 'text', text, ...(marks.length && { marks }) });
      });
  }
  return nodes;
}

const withContent = (type: string, runs: TextRun[] | undefined, attrs?: Record<string, unknown>): DocNode => {
  const content = inline(runs);
  return { type, ...(attrs && { attrs }), ...(content.length && { content }) };
};

function nodeOf(block: BodyBlock): DocNode | null {
  switch (block.type) {
    case 'paragraph':
      return withContent('paragraph', block.content);
    case 'heading':
      return withContent('heading', block.content, { level: [2, 3, 4].includes(block.level) ? block.level : 2 });
    case 'list':
      return {
        type: block.ordered ? 'orderedList' : 'bulletList',
        content: (block.items ?? []).map((item) => ({ type: 'listItem', content: [withContent('paragraph', item)] })),
      };
    case 'quote':
      return {
        type: 'blockquote',
        attrs: { cite: block.cite ?? null },
        content: [withContent('paragraph', block.content)],
      };
    case 'image':
      return {
        type: 'image',
        attrs: { src: block.url, caption: block.caption ?? '', credit: block.credit ?? '', alt: block.alt ?? '' },
      };
    case 'embed':
      return { type: 'embed', attrs: { provider: block.provider, url: block.url } };
    default:
      return null;
  }
}

/** The server's body as the editor's document (an empty paragraph when it has no block). */
export function bodyToDoc(body: unknown): DocNode {
  const content = bodyBlocks(body)
    .map(nodeOf)
    .filter((node): node is DocNode => node !== null);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

/** Plain text as a body (an article saved before bodies existed): a paragraph per non-empty line. */
export function bodyFromContent(content: string): EditorBody {
  return {
    version: 1,
    blocks: content
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((text) => ({ type: 'paragraph', content: [{ text }] })),
  };
}

const joined = (runs: TextRun[]) => runs.map((run) => run.text).join('');

/** The body's words as the plain `content` the server derives: a line per paragraph, heading, quote and list item. */
export function bodyToContent(body: EditorBody): string {
  return body.blocks
    .flatMap((b) =>
      b.type === 'paragraph' || b.type === 'heading' || b.type === 'quote'
        ? [joined(b.content)]
        : b.type === 'list'
          ? b.items.map(joined)
          : [],
    )
    .map((line) => line.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The article's body for the editor: its blocks, or its plain text's paragraphs when it has none. */
export function editorBodyOf(article: { body?: unknown; content: string }): EditorBody {
  const blocks = bodyBlocks(article.body);
  return blocks.length ? { version: 1, blocks } : bodyFromContent(article.content);
}
