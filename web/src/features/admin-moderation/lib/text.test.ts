import { describe, expect, it } from 'vitest';
import { COMMENT_PREVIEW_LENGTH } from '../constants';
import { fullName, truncateText } from './text';

describe('truncateText (the admin table shows 100 characters)', () => {
  it('keeps a text of up to 100 characters as it is', () => {
    expect(COMMENT_PREVIEW_LENGTH).toBe(100);
    expect(truncateText('short', 100)).toBe('short');
    expect(truncateText('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });

  it('cuts a longer text to its first 100 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(100) + 'b'.repeat(50);
    expect(truncateText(text, 100)).toBe(`${'a'.repeat(100)}…`);
    expect(truncateText('क'.repeat(101), 100)).toBe(`${'क'.repeat(100)}…`);
  });

  it('never cuts an emoji in half, and drops spaces before the ellipsis', () => {
    expect(truncateText('😀'.repeat(101), 100)).toBe(`${'😀'.repeat(100)}…`);
    expect(truncateText(`${'x'.repeat(98)}  yyy`, 100)).toBe(`${'x'.repeat(98)}…`);
  });
});

describe('fullName', () => {
  it('fullName', () => {
    expect(fullName({ firstName: 'Sita', lastName: 'Sharma' }, '?')).toBe('Sita Sharma');
    expect(fullName({ firstName: '', lastName: '' }, '?')).toBe('?');
    expect(fullName(null, 'Unknown')).toBe('Unknown');
  });
});
