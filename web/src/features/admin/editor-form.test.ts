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
  alignWords,
  noWords,
  toArticleInput,
  valuesFromArticle,
  withTitle,
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
      body: { version: 1, blocks: [] },
      tagIds: [],
      tagNames: [],
      imageUrl: '/media/a.png',
      imageInfo: null,
      imageUrls: ['/media/b.png'],
      imageUrlsInfo: [{}],
      categoryId: 1,
      published: true,
    });
  });

  it('sends tags by id and new ones by name, a slug only when typed, the pictures’ words trimmed', () => {
    const input = toArticleInput({
      ...filled,
      title: 'पोखरामा नयाँ पुल',
      slug: 'pokarama-nayan-pul',
      tags: [{ id: 4, name: 'राजनीति' }, { name: 'नयाँ' }],
      imageUrl: '/media/a.png',
      imageInfo: { caption: ' पुल ', credit: '', alt: 'पुलको दृश्य' },
      imageUrls: ['/media/b.png', '/media/c.png'],
      imageUrlsInfo: [noWords, { caption: '', credit: 'राम', alt: '' }],
    });
    expect(input).not.toHaveProperty('slug');
    expect(input).toMatchObject({
      tagIds: [4],
      tagNames: ['नयाँ'],
      imageInfo: { caption: 'पुल', credit: null, alt: 'पुलको दृश्य' },
      imageUrlsInfo: [{}, { caption: null, credit: 'राम', alt: null }],
    });
    expect(toArticleInput({ ...filled, title: 'पोखरामा नयाँ पुल', slug: 'pokhara-bridge' }).slug).toBe('pokhara-bridge');
  });

  it('the slug follows the title until it is changed; extra pictures keep their words when the list changes', () => {
    const typed = withTitle(withTitle(filled, 'पोखरामा नयाँ पुल'), 'पोखरामा नयाँ पुल खुल्यो');
    expect(typed.slug).toBe('pokarama-nayan-pul-kulyo');
    expect(withTitle({ ...typed, slug: 'bridge' }, 'अर्को').slug).toBe('bridge');
    const a = { caption: 'क', credit: '', alt: '' };
    const c = { caption: 'ग', credit: '', alt: '' };
    expect(alignWords(['/c', '/d'], ['/a', '/b', '/c'], [a, noWords, c])).toEqual([c, noWords]);
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
