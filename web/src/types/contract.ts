/**
 * The web app's names for the HTTP contract. Every type here is generated from the services'
 * controllers and DTOs (contract/openapi.json → ./openapi.gen.ts, by `npm run contract`):
 * change a DTO or view in services/, regenerate, and the compiler shows what the app must follow.
 * Nothing here is written by hand except ArticlePage, which pairs a list with its paging headers.
 */
import type { components, operations, paths } from './openapi.gen';

type Schemas = components['schemas'];
/** The query parameters of an operation, as its DTO declares them. */
type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

/** GET /api/articles, GET /api/search and the admin tables' queries. */
export type ArticleListQuery = QueryOf<'ArticlesController_list'>;
export type SearchQuery = QueryOf<'SearchController_search'>;
export type AdminCommentsQuery = QueryOf<'AdminCommentsController_list'>;
export type AdminUsersQuery = QueryOf<'AdminUsersController_list'>;

export type { components, operations, paths };

/**
 * Issue 22's fields are optional on the web's side (the server always sends them): a preview
 * or a test's article made before them still type-checks, and readers' code checks for them.
 */
type Later<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
type StoryFields = 'slug' | 'body' | 'tags' | 'imageInfo' | 'imageUrlsInfo';

/** The user object of GET /api/auth/user (spec §3). */
export type User = Later<Schemas['PublicUser'], 'bio'>;
export type Role = User['role'];

/** Error body of the services: `{statusCode, message, error}`. */
export type ApiErrorBody = Schemas['ErrorBody'];

/** A category of articles (spec §3): latest-news or breaking-news. */
export type Category = Later<Schemas['CategoryView'], 'nameNe'>;
export type ArticleAuthor = Later<Schemas['ArticleAuthorView'], 'id' | 'bio'>;
export type Tag = Schemas['TagView'];
export type PictureInfo = Schemas['PictureInfoView'];

/**
 * An article as the content service answers it (spec §3): imageUrls is always a list.
 */
export type Article = Later<Omit<Schemas['ArticleView'], 'category' | 'author'>, StoryFields> & {
  category: Category;
  author: ArticleAuthor;
};

/** An article as a reader page's list carries it (GET /api/articles?view=card): no content; `excerpt` when there is no summary. */
export type ArticleListItem = Later<
  Omit<Schemas['ArticleCardView'], 'category' | 'author'>,
  Exclude<StoryFields, 'body'>
> & { category: Category; author: ArticleAuthor };

/** A result of GET /api/search: the article and where it matched (a snippet with the matched words marked). */
export type SearchResult = Later<Omit<Schemas['SearchResultView'], 'category' | 'author'>, StoryFields> & {
  category: Category;
  author: ArticleAuthor;
};
export type SnippetPart = Schemas['SnippetPartView'];

/**
 * The body of POST /api/articles and of a full PUT /api/articles/{id}: the editor sends every field
 * of its form (the newsroom's `status` and `publishAt` are sent on their own); the slug only when
 * the editor typed one, the tags by id (existing ones) and by name (new ones).
 */
export type ArticleInput = Required<
  Omit<Schemas['CreateArticleDto'], 'status' | 'publishAt' | 'slug' | 'tagIds' | 'tagNames'>
> &
  Pick<Schemas['CreateArticleDto'], 'slug' | 'tagIds' | 'tagNames'>;

/** GET /api/articles/{id}/revisions (newest first) and one revision with every field. */
export type RevisionSummary = Schemas['RevisionSummaryView'];
export type Revision = Schemas['RevisionView'];

/** GET /api/admin/audit: who did what to which article, comment or user, and when. */
export type AuditEntry = Schemas['AuditEntryView'];
export type AuditQuery = QueryOf<'AuditController_list'>;

/** An article's state (issue 21): draft, review, scheduled, published. */
export type ArticleState = Article['status'];

/** GET /api/admin/stats. */
export type AdminStats = Schemas['AdminStatsView'];

/** GET /api/init. */
export type SiteInfo = Schemas['SiteInfoView'];

/**
 * A comment as the comments service answers it (spec §3). Replies name their parent
 * (`parentId`); a removed comment that still has replies stays as a placeholder.
 */
export type Comment = Schemas['CommentView'];
export type CommentAuthor = Schemas['CommentAuthorView'];

/** POST /api/comments/{id}/like */
export type LikeResult = Schemas['LikeResultView'];

/** POST /api/comments/{id}/report */
export type ReportResult = Schemas['ReportResultView'];

/** The `{message}` answer of the account actions (verify e-mail, reset password, ...). */
export type MessageAnswer = Schemas['MessageView'];

export type UploadedImage = Schemas['UploadedImageView'];
export type UploadedImages = Schemas['UploadedImagesView'];

/** One page of GET /api/articles: the list plus its X-Total-Count and X-Next-Cursor headers. */
export interface ArticlePage<T extends ArticleListItem | Article = Article> {
  articles: T[];
  total: number;
  nextCursor: string | null;
}
