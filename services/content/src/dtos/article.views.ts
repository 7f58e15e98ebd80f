import { ApiProperty, OmitType } from '@nestjs/swagger';
import { AuthorView } from '@portal/shared';
import type { ArticleRecord } from '../repositories/articles.repository';

/** Answers of the content service (spec.md section 3): the one definition of their shape, also the OpenAPI document's. */

export class CategoryView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Latest News' })
  name!: string;

  @ApiProperty({ example: 'latest-news' })
  slug!: string;
}

export class ArticleAuthorView extends AuthorView {
  @ApiProperty({ enum: ['admin', 'client'] })
  role!: 'admin' | 'client';
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

  @ApiProperty()
  categoryId!: number;

  @ApiProperty({ type: () => CategoryView })
  category!: CategoryView;

  @ApiProperty()
  published!: boolean;

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

/** GET /api/admin/stats. */
export class AdminStatsView {
  @ApiProperty()
  totalArticles!: number;

  @ApiProperty()
  breakingNews!: number;

  @ApiProperty()
  totalComments!: number;
}

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
export class ArticleCardView extends OmitType(ArticleView, ['content'] as const) {
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
    categoryId: article.category.id,
    category: article.category,
    published: article.published,
    createdAt: article.createdAt.toISOString(),
    publishedAt: article.publishedAt?.toISOString() ?? null,
    updatedAt: article.updatedAt.toISOString(),
    author: {
      // Until the author's first event arrives, the article still shows a byline.
      firstName: article.author.firstName ?? 'Staff',
      lastName: article.author.lastName ?? 'Writer',
      profileImageUrl: article.author.profileImageUrl,
      role: article.author.role ?? 'client',
    },
  };
}

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
  const { content, ...view } = mapArticle(article);
  return { ...view, excerpt: view.summary?.trim() ? null : contentExcerpt(content) };
}
