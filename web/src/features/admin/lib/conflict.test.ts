import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { emptyEditorValues, type EditorValues } from '../editor-form';
import { isStaleVersion, theirChange } from './conflict';

const base: EditorValues = { ...emptyEditorValues, title: 'बजेट आयो', categoryId: '1', content: 'सरकारले बजेट ल्यायो।' };

describe('the conflict screen’s logic', () => {
  it('knows a stale save (409) from other failures', () => {
    const body = { statusCode: 409, message: 'Someone else saved this article', error: 'Conflict' };
    expect(isStaleVersion(new ApiError(409, 'Conflict', body))).toBe(true);
    expect(isStaleVersion(new ApiError(400, 'Bad Request', null))).toBe(false);
    expect(isStaleVersion(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('shows what the other person changed, field by field, word by word', () => {
    const theirs = { ...base, content: 'सरकारले नयाँ बजेट ल्यायो।' };
    const change = theirChange(base, theirs);
    expect(change.title).toBeNull();
    expect(change.summary).toBeNull();
    expect(change.content).toEqual([
      { kind: 'same', text: 'सरकारले ' },
      { kind: 'added', text: 'नयाँ ' },
      { kind: 'same', text: 'बजेट ल्यायो।' },
    ]);
    expect(change.otherFields).toBe(false);
  });

  it('says when they changed the category or images rather than the text', () => {
    const change = theirChange(base, { ...base, categoryId: '2', imageUrls: ['/media/a.jpg'] });
    expect([change.title, change.summary, change.content]).toEqual([null, null, null]);
    expect(change.otherFields).toBe(true);
  });
});
