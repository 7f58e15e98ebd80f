import type { ArticleBody } from './article-body';

/** One block of every kind, with every mark: what the editor can make. */
export const EVERY_BLOCK: ArticleBody = {
  version: 1,
  blocks: [
    { type: 'heading', level: 2, content: [{ text: 'मुख्य शीर्षक' }] },
    {
      type: 'paragraph',
      content: [
        { text: 'साधारण, ' },
        { text: 'बाक्लो', bold: true },
        { text: ' र ' },
        { text: 'ढल्केको', italic: true },
        { text: ' अनि ' },
        { text: 'लिंक', link: 'https://example.com/a?b=1' },
        { text: ' र ' },
        { text: 'इमेल', link: 'mailto:desk@example.com', bold: true, italic: true },
      ],
    },
    { type: 'heading', level: 3, content: [{ text: 'उपशीर्षक' }] },
    { type: 'list', ordered: false, items: [[{ text: 'पहिलो' }], [{ text: 'दोस्रो', bold: true }]] },
    { type: 'list', ordered: true, items: [[{ text: 'एक' }], [{ text: 'दुई' }]] },
    { type: 'quote', content: [{ text: 'उद्धरण' }], cite: 'प्रधानमन्त्री' },
    { type: 'image', url: '/media/images/2026/11/a-1600x900.jpg', caption: 'पुल', credit: 'फोटो: राम', alt: 'नयाँ पुल' },
    { type: 'embed', provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { type: 'embed', provider: 'facebook', url: 'https://www.facebook.com/nepal/posts/123' },
    { type: 'embed', provider: 'x', url: 'https://x.com/nepal/status/1234567890' },
    { type: 'embed', provider: 'instagram', url: 'https://www.instagram.com/p/ABC123/' },
  ],
};
