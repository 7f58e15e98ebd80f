import { describe, expect, it } from 'vitest';
import { breakingCategory, latestCategory, makeArticle, makeUser } from '@/testing/data';
import {
  canPreview,
  canSave,
  emptyEditorValues,
  isComplete,
  isTitleTooLong,
  previewArticle,
  saveLabelKey,
  toArticleInput,
  valuesFromArticle,
} from './editor-form';

const filled = { ...emptyEditorValues, title: 'शीर्षक', content: 'सामग्री', categoryId: '1' };

describe('save button label (spec §2)', () => {
  it('Save Draft or Publish Article when creating, by the toggle', () => {
    expect(saveLabelKey('create', false)).toBe('editor.saveDraft');
    expect(saveLabelKey('create', true)).toBe('editor.publishArticle');
  });

  it('Update Article when editing, whatever the toggle', () => {
    expect(saveLabelKey('edit', false)).toBe('editor.updateArticle');
    expect(saveLabelKey('edit', true)).toBe('editor.updateArticle');
  });
});

describe('required fields (spec §5)', () => {
  it('title, content and a category', () => {
    expect(isComplete(filled)).toBe(true);
    expect(isComplete({ ...filled, title: '   ' })).toBe(false);
    expect(isComplete({ ...filled, content: '\n ' })).toBe(false);
    expect(isComplete({ ...filled, categoryId: '' })).toBe(false);
  });

  it('title at most 255 characters', () => {
    expect(isTitleTooLong('क'.repeat(255))).toBe(false);
    expect(isTitleTooLong(` ${'क'.repeat(255)} `)).toBe(false);
    expect(isTitleTooLong('क'.repeat(256))).toBe(true);
    expect(canSave({ ...filled, title: 'क'.repeat(256) })).toBe(false);
    expect(canSave(filled)).toBe(true);
  });

  it('the preview needs a title and content only', () => {
    expect(canPreview({ title: 'a', content: 'b' })).toBe(true);
    expect(canPreview({ title: 'a', content: '' })).toBe(false);
    expect(canPreview({ title: '', content: 'b' })).toBe(false);
  });
});

describe('the article body', () => {
  it('trims text, sends a blank summary as null and the category as a number', () => {
    expect(
      toArticleInput({
        ...filled,
        title: '  शीर्षक ',
        summary: '  ',
        content: ' सामग्री\n',
        imageUrl: '/media/a.png',
        imageUrls: ['/media/b.png'],
        published: true,
      }),
    ).toEqual({
      title: 'शीर्षक',
      summary: null,
      content: 'सामग्री',
      imageUrl: '/media/a.png',
      imageUrls: ['/media/b.png'],
      categoryId: 1,
      published: true,
    });
  });

  it('edits start from the saved article', () => {
    const article = makeArticle({ summary: null, category: breakingCategory, categoryId: 2, published: false });
    expect(valuesFromArticle(article)).toMatchObject({ summary: '', categoryId: '2', published: false });
  });

  it('the preview is the article as readers will see it, by the signed-in editor', () => {
    const now = new Date('2026-11-22T05:00:00Z');
    const article = previewArticle(
      { ...filled, categoryId: '1' },
      { categories: [latestCategory, breakingCategory], user: makeUser({ firstName: 'Gita', role: 'admin' }), now },
    );
    expect(article).toMatchObject({
      title: 'शीर्षक',
      category: latestCategory,
      createdAt: now.toISOString(),
      author: { firstName: 'Gita', role: 'admin' },
    });
  });
});
