import { ARTICLE_TITLE_MAX } from '@/config/app';
import type { Article, ArticleAuthor, ArticleInput, Category, User } from '@/types/contract';

/** The article editor's form state. */
export interface EditorValues {
  title: string;
  summary: string;
  /** The chosen category's id, '' while none is chosen. */
  categoryId: string;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  published: boolean;
}

export type EditorMode = 'create' | 'edit';

export const emptyEditorValues: EditorValues = {
  title: '',
  summary: '',
  categoryId: '',
  content: '',
  imageUrl: null,
  imageUrls: [],
  published: false,
};

export function valuesFromArticle(article: Article): EditorValues {
  return {
    title: article.title,
    summary: article.summary ?? '',
    categoryId: String(article.categoryId ?? article.category?.id ?? ''),
    content: article.content,
    imageUrl: article.imageUrl,
    imageUrls: [...article.imageUrls],
    published: article.published,
  };
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
  return isComplete(values) && !isTitleTooLong(values.title);
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
  return {
    title: values.title.trim(),
    summary: values.summary.trim() || null,
    content: values.content.trim(),
    imageUrl: values.imageUrl,
    imageUrls: values.imageUrls,
    categoryId: Number(values.categoryId),
    published: values.published,
  };
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
  const input = toArticleInput(values);
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
