import { BadRequestException } from '@nestjs/common';
import { bodyFromText, bodyText, embedProvider, sanitiseBody } from './article-body';
import { EVERY_BLOCK } from './every-block.fixture';
import { slugify, tagKeys } from './slug';

describe('sanitiseBody', () => {
  it('keeps a body with every block type unchanged', () => {
    expect(sanitiseBody(JSON.parse(JSON.stringify(EVERY_BLOCK)))).toEqual(EVERY_BLOCK);
  });

  it('drops scripts, event attributes, unknown blocks and javascript: links', () => {
    const body = sanitiseBody({
      version: 1,
      blocks: [
        { type: 'paragraph', content: [{ text: 'नमस्ते<script>alert(1)</script> संसार' }] },
        { type: 'html', html: '<img src=x onerror=alert(1)>' },
        { type: 'script', content: 'alert(1)' },
        { type: 'image', url: '/media/a.jpg', onerror: 'alert(1)', alt: '<img src=x onerror="alert(1)">पुल' },
        { type: 'paragraph', content: [{ text: 'यहाँ', link: 'javascript:alert(1)', onclick: 'x' }] },
        { type: 'paragraph', content: [{ text: 'डाटा', link: 'data:text/html,<script>alert(1)</script>' }] },
      ],
    });
    const stored = JSON.stringify(body);
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|data:/i);
    expect(body.blocks).toEqual([
      { type: 'paragraph', content: [{ text: 'नमस्ते संसार' }] },
      { type: 'image', url: '/media/a.jpg', alt: 'पुल' },
      { type: 'paragraph', content: [{ text: 'यहाँ' }] },
      { type: 'paragraph', content: [{ text: 'डाटा' }] },
    ]);
  });

  it('refuses embeds from other hosts and pictures that are not http(s) or /media/', () => {
    const embed = (url: string) => () => sanitiseBody({ version: 1, blocks: [{ type: 'embed', url }] });
    expect(embed('https://evil.example/watch?v=1')).toThrow('Embeds must be https links');
    expect(embed('http://www.youtube.com/watch?v=1')).toThrow(BadRequestException);
    expect(embed('https://www.youtube.com.evil.example/x')).toThrow(BadRequestException);
    expect(() => sanitiseBody({ version: 1, blocks: [{ type: 'image', url: 'javascript:alert(1)' }] })).toThrow(
      'Please enter a valid URL',
    );
    expect(() => sanitiseBody({ blocks: 'x' })).toThrow(BadRequestException);
    expect(embedProvider('https://youtu.be/abc')).toBe('youtube');
    expect(embedProvider('https://twitter.com/a/status/1')).toBe('x');
  });

  it('gives spec.md content: a line per paragraph, heading, quote and list item', () => {
    expect(bodyText(EVERY_BLOCK).split('\n')).toEqual([
      'मुख्य शीर्षक',
      'साधारण, बाक्लो र ढल्केको अनि लिंक र इमेल',
      'उपशीर्षक',
      'पहिलो',
      'दोस्रो',
      'एक',
      'दुई',
      'उद्धरण',
    ]);
    expect(bodyText(bodyFromText('एक\n\nदुई'))).toBe('एक\nदुई');
  });
});

describe('slugify', () => {
  it('writes a title in Roman letters', () => {
    expect(slugify('पोखरामा नयाँ पुल')).toBe('pokarama-nayan-pul');
    expect(slugify('Budget 2082/83: के छ?')).toBe('budget-2082-83-ke-ch');
    expect(slugify('!!!')).toBe('article');
    expect(slugify('क '.repeat(100)).length).toBeLessThanOrEqual(80);
  });

  it('keys a tag for Devanagari and Roman suggestions', () => {
    expect(tagKeys('राजनीति').romanKey).toBe(tagKeys('rajniti').romanKey);
  });
});
