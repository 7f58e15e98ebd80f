import { describe, expect, it } from 'vitest';
import {
  bodyFromContent,
  bodyToContent,
  bodyToDoc,
  docToBody,
  editorBodyOf,
  embedProviderOf,
  type DocNode,
  type EditorBody,
} from './body-doc';

/** A body with every kind of block, in the form the server stores (trimmed words, merged runs). */
const everyBlock: EditorBody = {
  version: 1,
  blocks: [
    { type: 'heading', level: 2, content: [{ text: 'पोखरामा नयाँ पुल' }] },
    { type: 'heading', level: 3, content: [{ text: 'उपशीर्षक' }] },
    { type: 'heading', level: 4, content: [{ text: 'सानो शीर्षक' }] },
    {
      type: 'paragraph',
      content: [
        { text: 'सादा ' },
        { text: 'बाक्लो', bold: true },
        { text: ' र ', italic: true },
        { text: 'दुवै', bold: true, italic: true },
        { text: ' अनि ' },
        { text: 'लिङ्क', link: 'https://example.com/a?b=1' },
        { text: ' पत्र', link: 'mailto:desk@example.com' },
      ],
    },
    { type: 'paragraph', content: [{ text: 'पहिलो पङ्क्ति\nदोस्रो पङ्क्ति' }] },
    { type: 'list', ordered: false, items: [[{ text: 'एक' }], [{ text: 'दुई', bold: true }]] },
    { type: 'list', ordered: true, items: [[{ text: 'पहिलो' }], [{ text: 'दोस्रो' }]] },
    { type: 'quote', content: [{ text: 'उद्धरण' }], cite: 'प्रधानमन्त्री' },
    { type: 'quote', content: [{ text: 'बिना स्रोत' }] },
    { type: 'image', url: '/media/abc.jpg', caption: 'नयाँ पुल', credit: 'फोटो: राम', alt: 'पुलको दृश्य' },
    { type: 'image', url: 'https://example.com/b.png' },
    { type: 'embed', provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { type: 'embed', provider: 'facebook', url: 'https://www.facebook.com/story/posts/1' },
    { type: 'embed', provider: 'x', url: 'https://x.com/user/status/123' },
    { type: 'embed', provider: 'instagram', url: 'https://www.instagram.com/p/Cabc123/' },
  ],
};

describe('body ↔ editor document', () => {
  it('a body with every block kind comes back unchanged through the document', () => {
    expect(docToBody(bodyToDoc(everyBlock))).toEqual(everyBlock);
  });

  it('writes each block as the editor node of its kind', () => {
    const doc = bodyToDoc(everyBlock);
    expect(doc.content?.map((n) => n.type)).toEqual([
      'heading',
      'heading',
      'heading',
      'paragraph',
      'paragraph',
      'bulletList',
      'orderedList',
      'blockquote',
      'blockquote',
      'image',
      'image',
      'embed',
      'embed',
      'embed',
      'embed',
    ]);
    expect(doc.content?.[2].attrs).toEqual({ level: 4 });
    expect(doc.content?.[3].content?.[5]).toEqual({
      type: 'text',
      text: 'लिङ्क',
      marks: [{ type: 'link', attrs: { href: 'https://example.com/a?b=1' } }],
    });
    expect(doc.content?.[4].content?.map((n) => n.type)).toEqual(['text', 'hardBreak', 'text']);
    expect(doc.content?.[5].content?.[1]).toEqual({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'दुई', marks: [{ type: 'bold' }] }] }],
    });
    expect(doc.content?.[7].attrs).toEqual({ cite: 'प्रधानमन्त्री' });
    expect(doc.content?.[9].attrs).toEqual({
      src: '/media/abc.jpg',
      caption: 'नयाँ पुल',
      credit: 'फोटो: राम',
      alt: 'पुलको दृश्य',
    });
    expect(doc.content?.[11].attrs).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('an editor document becomes the blocks the server keeps', () => {
    const doc: DocNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'शीर्षक' }] },
        { type: 'paragraph' },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'क', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'ख', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'बुरो', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'माथि' }] },
                {
                  type: 'orderedList',
                  content: [
                    { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'भित्र' }] }] },
                  ],
                },
              ],
            },
            { type: 'listItem', content: [{ type: 'paragraph' }] },
          ],
        },
        {
          type: 'blockquote',
          attrs: { cite: '  ' },
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'एक' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'दुई' }] },
            {
              type: 'bulletList',
              content: [
                { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'सूची' }] }] },
              ],
            },
          ],
        },
        { type: 'image', attrs: { src: ' /media/x.jpg ', caption: ' क्याप्सन ', credit: '', alt: null } },
        { type: 'image', attrs: { src: '' } },
        // Still being imported by the server: its foreign address is never saved.
        { type: 'image', attrs: { src: 'https://news.example/p.jpg', importing: true } },
        { type: 'embed', attrs: { provider: 'youtube', url: 'https://evil.example/watch' } },
        { type: 'embed', attrs: { url: 'https://youtu.be/abcdefgh' } },
        { type: 'horizontalRule' },
      ],
    };
    expect(docToBody(doc).blocks).toEqual([
      { type: 'heading', level: 2, content: [{ text: 'शीर्षक' }] },
      { type: 'paragraph', content: [{ text: 'कख', bold: true }, { text: 'बुरो' }] },
      { type: 'list', ordered: false, items: [[{ text: 'माथि' }], [{ text: 'भित्र' }]] },
      { type: 'quote', content: [{ text: 'एक' }] },
      { type: 'quote', content: [{ text: 'दुई' }] },
      { type: 'list', ordered: false, items: [[{ text: 'सूची' }]] },
      { type: 'image', url: '/media/x.jpg', caption: 'क्याप्सन' },
      { type: 'embed', provider: 'youtube', url: 'https://youtu.be/abcdefgh' },
    ]);
  });

  it('an empty body is one empty paragraph in the editor, and back', () => {
    expect(bodyToDoc({ version: 1, blocks: [] })).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(bodyToDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(docToBody({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual({ version: 1, blocks: [] });
  });

  it('an article without a body opens with its plain text as paragraphs', () => {
    const body = editorBodyOf({ body: null, content: 'पहिलो अनुच्छेद\n\n  दोस्रो अनुच्छेद  ' });
    expect(body).toEqual(bodyFromContent('पहिलो अनुच्छेद\nदोस्रो अनुच्छेद'));
    expect(bodyToDoc(body).content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'पहिलो अनुच्छेद' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'दोस्रो अनुच्छेद' }] },
    ]);
    expect(editorBodyOf({ body: everyBlock, content: 'x' })).toEqual(everyBlock);
  });

  it('the plain content is what the server derives: a line per paragraph, heading, quote and list item', () => {
    expect(bodyToContent(everyBlock)).toBe(
      [
        'पोखरामा नयाँ पुल',
        'उपशीर्षक',
        'सानो शीर्षक',
        'सादा बाक्लो र दुवै अनि लिङ्क पत्र',
        'पहिलो पङ्क्ति दोस्रो पङ्क्ति',
        'एक',
        'दुई',
        'पहिलो',
        'दोस्रो',
        'उद्धरण',
        'बिना स्रोत',
      ].join('\n'),
    );
  });

  it('knows the four embed hosts (https only)', () => {
    expect(embedProviderOf('https://youtu.be/abc')).toBe('youtube');
    expect(embedProviderOf('https://m.facebook.com/x/posts/1')).toBe('facebook');
    expect(embedProviderOf('https://twitter.com/a/status/1')).toBe('x');
    expect(embedProviderOf('https://www.instagram.com/p/abc/')).toBe('instagram');
    expect(embedProviderOf('http://youtube.com/watch?v=1')).toBeNull();
    expect(embedProviderOf('https://vimeo.com/1')).toBeNull();
    expect(embedProviderOf('not a url')).toBeNull();
  });
});
