import { describe, expect, it } from 'vitest';
import { checkComment, commentLength, MAX_COMMENT_LENGTH } from './content';

describe('commentLength (the server counts the same way)', () => {
  it('counts letters, Devanagari signs and spaces one each', () => {
    expect(commentLength('abc')).toBe(3);
    expect(commentLength('नमस्ते')).toBe('नमस्ते'.length);
    expect(commentLength('a b')).toBe(3);
  });

  it('counts an emoji once and an emoji presentation selector not at all', () => {
    expect(commentLength('😀')).toBe(1);
    expect(commentLength('👍😀x')).toBe(3);
    expect(commentLength('❤️')).toBe(1);
  });
});

describe('checkComment', () => {
  it('refuses an empty, blank or whitespace-only text', () => {
    for (const text of ['', ' ', '   \n\t  ', '\u00a0']) {
      expect(checkComment(text), JSON.stringify(text)).toEqual({ length: 0, problem: 'empty' });
    }
  });

  it('accepts 1 to 500 characters and refuses 501', () => {
    expect(MAX_COMMENT_LENGTH).toBe(500);
    expect(checkComment('x')).toEqual({ length: 1, problem: null });
    expect(checkComment('x'.repeat(500))).toEqual({ length: 500, problem: null });
    expect(checkComment('x'.repeat(501))).toEqual({ length: 501, problem: 'tooLong' });
    expect(checkComment('क'.repeat(501)).problem).toBe('tooLong');
  });

  it('counts the trimmed text, as the server does', () => {
    expect(checkComment(`  ${'x'.repeat(500)}  \n`)).toEqual({ length: 500, problem: null });
    expect(checkComment('  hello  ').length).toBe(5);
  });

  it('counts 500 emoji as 500 characters', () => {
    expect(checkComment('😀'.repeat(500)).problem).toBeNull();
    expect(checkComment('😀'.repeat(501)).problem).toBe('tooLong');
  });
});
