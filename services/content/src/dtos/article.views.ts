import { ApiProperty, OmitType } from '@nestjs/swagger';
import { AuthorView, type Role, ROLES } from '@portal/shared';
import { ARTICLE_STATUSES, type ArticleRecord, type ArticleStatus } from '../repositories/articles.repository';
import type { AuditRecord } from '../repositories/audit.repository';
import type { RevisionRecord } from '../repositories/revisions.repository';
import { bodyFromText } from '../stories/article-body';

/** Answers of the content service (spec.md section 3): the one definition of their shape, also the OpenAPI document's. */

export class CategoryView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Latest News' })
  name!: string;

  @ApiProperty({ example: 'latest-news' })
  slug!: string;

  /** The name in the Nepali interface (null: `name` serves both). */
  @ApiProperty({ type: String, nullable: true, example: 'ताजा समाचार' })
  nameNe!: string | null;
}

/** How many articles a section holds, in any state (the sections screen; a section with any cannot be deleted). */
export class SectionUsageView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 12 })
  articles!: number;
}

export class TagView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'राजनीति' })
  name!: string;

  @ApiProperty({ example: 'rajaniti' })
  slug!: string;
}

export class PictureInfoView {
  @ApiProperty({ type: String, nullable: true })
  caption!: string | null;

  @ApiProperty({ type: String, nullable: true })
  credit!: string | null;

  @ApiProperty({ type: String, nullable: true })
  alt!: string | null;
}

export class ArticleAuthorView extends AuthorView {
  /** The author's page is /author/{id}. */
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  /** A few words the author wrote about themself (profile). */
  @ApiProperty({ type: String, nullable: true })
  bio!: string | null;
}

/** The article of the API (spec.md section 3). */
export class ArticleView {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  summary!: string | null;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl!: string | null;

  /** Always a list in answers (requests may send it as a JSON string: spec.md section 3). */
  @ApiProperty({ type: [String] })
  imageUrls!: string[];

  /** The lead picture's caption, credit and alt text (each null when not given). */
  @ApiProperty({ type: () => PictureInfoView })
  imageInfo!: PictureInfoView;

  /** The same for each extra picture, in the order of imageUrls. */
  @ApiProperty({ type: [PictureInfoView] })
  imageUrlsInfo!: PictureInfoView[];

  /** Its canonical address is /article/{id}/{slug} ('' for an article not saved since: /article/{id}). */
  @ApiProperty({ example: 'pokarama-nayan-pul' })
  slug!: string;

  /** The structured body (docs/contracts.md, "Article body"); `content` is its plain text. */
  @ApiProperty({ type: 'object', additionalProperties: true })
  body!: Record<string, unknown>;

  @ApiProperty({ type: [TagView] })
  tags!: TagView[];

  @ApiProperty()
  categoryId!: number;

  @ApiProperty({ type: () => CategoryView })
  category!: CategoryView;

  /** true exactly when `status` is `published`. */
  @ApiProperty()
  published!: boolean;

  @ApiProperty({ enum: ARTICLE_STATUSES })
  status!: ArticleStatus;

  /** When a scheduled article goes out (null unless scheduled). */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishAt!: string | null;

  /** The note of the editor who sent it back to draft (null when none). */
  @ApiProperty({ type: String, nullable: true })
  reviewNote!: string | null;

  /** Counts saves; a PUT naming an older one answers 409. */
  @ApiProperty({ type: 'integer' })
  version!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  /** When it was first published; readers' lists are ordered by it. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: () => ArticleAuthorView })
  author!: ArticleAuthorView;
}

/** GET /api/init: the spec leaves the answer open, so it tells what the site has. */
export class SiteInfoView {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ type: [CategoryView] })
  categories!: CategoryView[];
}

export class ArticleStatusCountsView {
  @ApiProperty()
  draft!: number;

  @ApiProperty()
  review!: number;

  @ApiProperty()
  scheduled!: number;

  @ApiProperty()
  published!: number;
}

/** GET /api/admin/stats. */
export class AdminStatsView {
  @ApiProperty()
  totalArticles!: number;

  @ApiProperty()
  breakingNews!: number;

  @ApiProperty()
  totalComments!: number;

  /** Articles per state (the review queue's count first on the dashboard). */
  @ApiProperty({ type: () => ArticleStatusCountsView })
  byStatus!: ArticleStatusCountsView;
}

export class RevisionAuthorView {
  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName!: string | null;
}

/** A line of GET /api/articles/{id}/revisions (newest first). */
export class RevisionSummaryView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  /** Who saved it. */
  @ApiProperty({ type: () => RevisionAuthorView })
  author!: RevisionAuthorView;

  @ApiProperty()
  title!: string;
}

/** GET /api/articles/{id}/revisions/{revisionId}: the article's text as that save left it. */
export class RevisionView extends RevisionSummaryView {
  @ApiProperty()
  articleId!: number;

  @ApiProperty({ type: String, nullable: true })
  summary!: string | null;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl!: string | null;

  @ApiProperty({ type: [String] })
  imageUrls!: string[];

  @ApiProperty()
  categoryId!: number;
}

export class AuditActorView {
  /** null: the portal itself (the scheduler). */
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  id!: string | null;

  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName!: string | null;
}

/** A line of GET /api/admin/audit (newest first). */
export class AuditEntryView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ type: () => AuditActorView })
  actor!: AuditActorView;

  /** `article.created`, `article.edited`, `article.submitted`, `article.published`, … (docs/contracts.md). */
  @ApiProperty({ example: 'article.published' })
  action!: string;

  @ApiProperty({ enum: ['article', 'comment', 'user'] })
  targetType!: 'article' | 'comment' | 'user';

  @ApiProperty()
  targetId!: string;

  /** The article's title, the comment's first words, the user's name: as they were then. */
  @ApiProperty({ type: String, nullable: true })
  targetTitle!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details!: Record<string, unknown>;
}

export const mapRevisionSummary = (revision: RevisionRecord): RevisionSummaryView => ({
  id: revision.id,
  createdAt: revision.createdAt.toISOString(),
  author: revision.author,
  title: revision.title,
});

export const mapRevision = (revision: RevisionRecord): RevisionView => ({
  ...mapRevisionSummary(revision),
  articleId: revision.articleId,
  summary: revision.summary,
  content: revision.content,
  imageUrl: revision.imageUrl,
  imageUrls: revision.imageUrls,
  categoryId: revision.categoryId,
});

export const mapAuditEntry = (entry: AuditRecord): AuditEntryView => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: entry.actor,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  targetTitle: entry.targetTitle,
  details: entry.details,
});

export class UploadedImageView {
  @ApiProperty({ example: '/media/images/2026/01/0b0e-1600x900.jpg' })
  url!: string;
}

export class UploadedImagesView {
  @ApiProperty({ type: [String] })
  urls!: string[];
}

/**
 * An article as a list's card view (`GET /api/articles?view=card`) gives it: no content;
 * `excerpt` is the card's text when there is no summary (the content's first 100 characters,
 * white space collapsed, an ellipsis when cut), else null.
 */
export class ArticleCardView extends OmitType(ArticleView, ['content', 'body'] as const) {
  @ApiProperty({ type: String, nullable: true })
  excerpt!: string | null;
}

/** What a client sees of an article record. */
export function mapArticle(article: ArticleRecord): ArticleView {
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    content: article.content,
    imageUrl: article.imageUrl,
    imageUrls: article.imageUrls,
    imageInfo: pictureInfo(article.imageInfo),
    imageUrlsInfo: article.imageUrls.map((_, i) => pictureInfo(article.imageUrlsInfo[i])),
    slug: article.slug,
    body: (article.body ?? bodyFromText(article.content)) as unknown as Record<string, unknown>,
    tags: article.tags,
    categoryId: article.category.id,
    category: article.category,
    published: article.published,
    status: article.status,
    publishAt: article.publishAt?.toISOString() ?? null,
    reviewNote: article.reviewNote,
    version: article.version,
    createdAt: article.createdAt.toISOString(),
    publishedAt: article.publishedAt?.toISOString() ?? null,
    updatedAt: article.updatedAt.toISOString(),
    author: {
      id: article.authorId,
      // Until the author's first event arrives, the article still shows a byline.
      firstName: article.author.firstName ?? 'Staff',
      lastName: article.author.lastName ?? 'Writer',
      profileImageUrl: article.author.profileImageUrl,
      role: article.author.role ?? 'client',
      bio: article.author.bio,
    },
  };
}

const pictureInfo = (info: PictureInfoView | null | undefined): PictureInfoView => ({
  caption: info?.caption ?? null,
  credit: info?.credit ?? null,
  alt: info?.alt ?? null,
});

/** The first characters of the content a card shows when the article has no summary (spec.md: 100). */
export const EXCERPT_LENGTH = 100;

/** The card text rule of spec.md (related cards), on the server: the same as the web's cardText. */
export function contentExcerpt(content: string): string {
  const characters = Array.from(content.replace(/\s+/g, ' ').trim());
  if (characters.length <= EXCERPT_LENGTH) return characters.join('');
  return `${characters.slice(0, EXCERPT_LENGTH).join('').trimEnd()}…`;
}

/** An article record as a list's card. */
export function mapArticleCard(article: ArticleRecord): ArticleCardView {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the body stays out of a card
  const { content, body, ...view } = mapArticle(article);
  return { ...view, excerpt: view.summary?.trim() ? null : contentExcerpt(content) };
}
