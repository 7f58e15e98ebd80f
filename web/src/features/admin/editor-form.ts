import { ARTICLE_TITLE_MAX } from '@/config/app';
import type { Article, ArticleAuthor, ArticleInput, Category, PictureInfo, User } from '@/types/contract';
import { bodyToContent, editorBodyOf, type EditorBody } from './lib/body-doc';
import { slugFromTitle, SLUG_PATTERN } from './lib/slug';

/** A tag chosen in the editor: an existing one (with its id) or a new name, made when saved. */
export interface TagChoice {
  id?: number;
  name: string;
}

/** The words of a picture, as the form holds them ('' for none). */
export interface PictureWords {
  caption: string;
  credit: string;
  alt: string;
}

export const noWords: PictureWords = { caption: '', credit: '', alt: '' };

/** The article editor's form state. */
export interface EditorValues {
  title: string;
  summary: string;
  /** The chosen category's id, '' while none is chosen. */
  categoryId: string;
  /** The body's plain text (spec.md's `content`: a line per paragraph), kept with the body. */
  content: string;
  /** The structured body the editor writes (docs/contracts.md, "Article body"). */
  body: EditorBody;
  /** The readable part of the address; it follows the title until the editor changes it. */
  slug: string;
  tags: TagChoice[];
  imageUrl: string | null;
  imageInfo: PictureWords;
  imageUrls: string[];
  /** The words of each extra picture, in the order of `imageUrls`. */
  imageUrlsInfo: PictureWords[];
  published: boolean;
}

export type EditorMode = 'create' | 'edit';

export const emptyEditorValues: EditorValues = {
  title: '',
  summary: '',
  categoryId: '',
  content: '',
  body: { version: 1, blocks: [] },
  slug: '',
  tags: [],
  imageUrl: null,
  imageInfo: noWords,
  imageUrls: [],
  imageUrlsInfo: [],
  published: false,
};

const wordsOf = (info: Partial<PictureInfo> | null | undefined): PictureWords => ({
  caption: info?.caption ?? '',
  credit: info?.credit ?? '',
  alt: info?.alt ?? '',
});

/** Form values kept by an older version of the editor (a local draft), with the fields added since. */
export function completeValues(values: Partial<EditorValues> & Pick<EditorValues, 'title' | 'content'>): EditorValues {
  const body =
    values.body && Array.isArray(values.body.blocks) ? values.body : editorBodyOf({ content: values.content });
  const imageUrls = values.imageUrls ?? [];
  return {
    ...emptyEditorValues,
    ...values,
    body,
    slug: values.slug ?? slugFromTitle(values.title),
    tags: values.tags ?? [],
    imageInfo: values.imageInfo ?? noWords,
    imageUrlsInfo: imageUrls.map((_, i) => values.imageUrlsInfo?.[i] ?? noWords),
  };
}

export function valuesFromArticle(article: Article): EditorValues {
  return {
    title: article.title,
    summary: article.summary ?? '',
    categoryId: String(article.categoryId ?? article.category?.id ?? ''),
    content: article.content,
    body: editorBodyOf(article),
    slug: article.slug ?? slugFromTitle(article.title),
    tags: (article.tags ?? []).map(({ id, name }) => ({ id, name })),
    imageUrl: article.imageUrl,
    imageInfo: wordsOf(article.imageInfo),
    imageUrls: [...article.imageUrls],
    imageUrlsInfo: article.imageUrls.map((_, i) => wordsOf(article.imageUrlsInfo?.[i])),
    published: article.published,
  };
}

/** The form's values with a new body (and its plain text). */
export const withBody = (values: EditorValues, body: EditorBody): EditorValues => ({
  ...values,
  body,
  content: bodyToContent(body),
});

/** The form's values with a new title: the slug follows it unless the editor changed the slug. */
export function withTitle(values: EditorValues, title: string): EditorValues {
  const follows = values.slug === '' || values.slug === slugFromTitle(values.title);
  return { ...values, title, slug: follows ? slugFromTitle(title) : values.slug };
}

/** A slug the server refuses (empty is fine: the server makes one from the title). */
export const isSlugInvalid = (slug: string) => slug !== '' && (!SLUG_PATTERN.test(slug) || slug.length > 80);

/** The words of a picture as the server takes them (null for none). */
function pictureInfo(words: PictureWords) {
  const info = {
    caption: words.caption.trim() || null,
    credit: words.credit.trim() || null,
    alt: words.alt.trim() || null,
  };
  return info.caption || info.credit || info.alt ? info : null;
}

/** Extra pictures' words follow their pictures when the list changes (one removed, some added). */
export function alignWords(urls: string[], oldUrls: string[], oldWords: PictureWords[]): PictureWords[] {
  const left = oldUrls.map((url, i) => ({ url, words: oldWords[i] ?? noWords, used: false }));
  return urls.map((url) => {
    const match = left.find((item) => !item.used && item.url === url);
    if (!match) return noWords;
    match.used = true;
    return match.words;
  });
}

/** Title and content non-blank and a category chosen (spec §5). */
export function isComplete(values: Pick<EditorValues, 'title' | 'content' | 'categoryId'>): boolean {
  return values.title.trim() !== '' && values.content.trim() !== '' && values.categoryId !== '';
}

/** Title at most 255 characters (as the server counts them, after trimming). */
export function isTitleTooLong(title: string): boolean {
  return title.trim().length > ARTICLE_TITLE_MAX;
}

/** The save button is enabled once the form can be saved. */
export function canSave(values: EditorValues): boolean {
  return isComplete(values) && !isTitleTooLong(values.title) && !isSlugInvalid(values.slug);
}

/** The preview needs a title and content. */
export function canPreview(values: Pick<EditorValues, 'title' | 'content'>): boolean {
  return values.title.trim() !== '' && values.content.trim() !== '';
}

/** Save Draft, Publish Article or Update Article, by mode and the Publish immediately toggle. */
export function saveLabelKey(
  mode: EditorMode,
  published: boolean,
): 'editor.updateArticle' | 'editor.publishArticle' | 'editor.saveDraft' {
  if (mode === 'edit') return 'editor.updateArticle';
  return published ? 'editor.publishArticle' : 'editor.saveDraft';
}

/** The body of POST /api/articles and PUT /api/articles/{id}. */
export function toArticleInput(values: EditorValues): ArticleInput {
  const title = values.title.trim();
  // A slug that follows the title is left to the server (it makes the same one).
  const slug = values.slug && values.slug !== slugFromTitle(title) ? values.slug : undefined;
  return {
    title,
    ...(slug && { slug }),
    summary: values.summary.trim() || null,
    content: values.content.trim(),
    body: values.body,
    tagIds: values.tags.flatMap((tag) => (tag.id === undefined ? [] : [tag.id])),
    tagNames: values.tags.flatMap((tag) => (tag.id === undefined ? [tag.name] : [])),
    imageUrl: values.imageUrl,
    imageInfo: values.imageUrl ? pictureInfo(values.imageInfo) : null,
    imageUrls: values.imageUrls,
    imageUrlsInfo: values.imageUrls.map((_, i) => pictureInfo(values.imageUrlsInfo[i] ?? noWords) ?? {}),
    categoryId: Number(values.categoryId),
    published: values.published,
  };
}

/**
 * The text of a save as the server keeps it, to tell whether the form holds unsaved changes: tags
 * by name (a new tag comes back with its id), every other field as sent.
 */
export function savedText(values: EditorValues): string {
  const { published: _published, tagIds: _ids, tagNames: _names, ...text } = toArticleInput(values);
  return JSON.stringify({ ...text, tags: values.tags.map((tag) => tag.name.trim().toLowerCase()) });
}

/** The article as readers will see it, for the preview. */
export function previewArticle(
  values: EditorValues,
  {
    saved,
    categories,
    user,
    now = new Date(),
  }: { saved?: Article; categories: Category[]; user: User | null; now?: Date },
): Article {
  const { tagIds: _ids, tagNames: _names, imageInfo, imageUrlsInfo: _info, ...input } = toArticleInput(values);
  const category = categories.find((item) => String(item.id) === values.categoryId) ??
    saved?.category ?? { id: 0, name: '', slug: 'latest-news' };
  const author: ArticleAuthor = saved?.author ?? {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    profileImageUrl: user?.profileImageUrl ?? null,
    role: user?.role ?? 'admin',
  };
  return {
    ...input,
    slug: values.slug || slugFromTitle(values.title) || 'article',
    tags: values.tags.map((tag, i) => ({ id: tag.id ?? -1 - i, name: tag.name, slug: '' })),
    imageInfo: { caption: imageInfo?.caption ?? null, credit: imageInfo?.credit ?? null, alt: imageInfo?.alt ?? null },
    imageUrlsInfo: values.imageUrlsInfo.map((words) => ({
      caption: words.caption || null,
      credit: words.credit || null,
      alt: words.alt || null,
    })),
    id: saved?.id ?? 0,
    categoryId: category.id,
    category,
    createdAt: saved?.createdAt ?? now.toISOString(),
    publishedAt: saved?.publishedAt ?? null,
    updatedAt: saved?.updatedAt ?? now.toISOString(),
    status: input.published ? 'published' : (saved?.status ?? 'draft'),
    publishAt: saved?.publishAt ?? null,
    reviewNote: saved?.reviewNote ?? null,
    version: saved?.version ?? 1,
    author,
  };
}
