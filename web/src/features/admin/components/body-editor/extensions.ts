import { Extension, Node, mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { ReactNodeViewRenderer } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EmbedView, FigureView } from './node-views';

/** A picture inside the text, with the words shown under it (caption, credit) and its alt text. */
const Figure = Image.extend({
  draggable: true,
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: { default: '', parseHTML: (el) => el.getAttribute('data-caption') ?? '' },
      credit: { default: '', parseHTML: (el) => el.getAttribute('data-credit') ?? '' },
      // Set while the server imports a pasted picture (image-import.ts); never written out or read from HTML.
      importing: { default: false, rendered: false, parseHTML: () => false, keepOnSplit: false },
    };
  },
  addNodeView() {
    return ReactNodeViewRenderer(FigureView);
  },
}).configure({ inline: false, allowBase64: false });

/** A YouTube, Facebook, X or Instagram post: a placeholder in the editor (nothing loads from the host). */
const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      provider: { default: null, parseHTML: (el) => el.getAttribute('data-embed') },
      url: { default: null, parseHTML: (el) => el.getAttribute('data-url') },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-embed]' }];
  },
  renderHTML({ HTMLAttributes }) {
    const { provider, url, ...rest } = HTMLAttributes as Record<string, unknown>;
    return ['div', mergeAttributes(rest, { 'data-embed': provider, 'data-url': url })];
  },
  addNodeView() {
    return ReactNodeViewRenderer(EmbedView);
  },
});

/** A quote's source (the body's `cite`), kept on the quote. */
const QuoteCite = Extension.create({
  name: 'quoteCite',
  addGlobalAttributes() {
    return [
      {
        types: ['blockquote'],
        attributes: {
          cite: {
            default: null,
            parseHTML: (el) => el.getAttribute('data-cite'),
            renderHTML: (attrs) => (attrs.cite ? { 'data-cite': attrs.cite } : {}),
          },
        },
      },
    ];
  },
});

/** What the body holds (docs/contracts.md, "Article body"): nothing the server would drop. */
export const bodyExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
    },
  }),
  Figure,
  Embed,
  QuoteCite,
];
