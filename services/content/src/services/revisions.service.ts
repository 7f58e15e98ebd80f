import { Injectable, NotFoundException } from '@nestjs/common';
import { EventPublisher, Page, Session, Transactions } from '@portal/shared';
import {
  ArticleView,
  mapArticle,
  mapRevision,
  mapRevisionSummary,
  RevisionSummaryView,
  RevisionView,
} from '../dtos/article.views';
import { ArticlesRepository } from '../repositories/articles.repository';
import { AuditRepository } from '../repositories/audit.repository';
import { RevisionsRepository } from '../repositories/revisions.repository';
import { assertEditable, NOT_FOUND, ownOrEditorOr404 } from './article-access';
import { purgeIfSeen } from './cache-purge';

export const REVISION_NOT_FOUND = 'Revision not found';
const DEFAULT_LIMIT = 20;

/**
 * An article's revisions: editors read and restore any article's, a contributor their own
 * (restoring only while it is their draft, as any edit).
 */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly revisions: RevisionsRepository,
    private readonly auditLog: AuditRepository,
    private readonly events: EventPublisher,
    private readonly transactions: Transactions,
  ) {}

  async list(
    articleId: number,
    query: { limit?: number; offset?: number },
    session: Session,
  ): Promise<Page<RevisionSummaryView>> {
    ownOrEditorOr404(await this.articles.find(articleId), session);
    const { items, total } = await this.revisions.list(articleId, query.limit ?? DEFAULT_LIMIT, query.offset ?? 0);
    return { items: items.map(mapRevisionSummary), total, nextCursor: null };
  }

  async get(articleId: number, revisionId: number, session: Session): Promise<RevisionView> {
    ownOrEditorOr404(await this.articles.find(articleId), session);
    const revision = await this.revisions.find(articleId, revisionId);
    if (!revision) throw new NotFoundException(REVISION_NOT_FOUND);
    return mapRevision(revision);
  }

  /** The article's text becomes the revision's again, as a new save (a new revision, a new version). */
  async restore(articleId: number, revisionId: number, session: Session): Promise<ArticleView> {
    return this.transactions.run(async (sql) => {
      const current = ownOrEditorOr404(await this.articles.find(articleId, sql, true), session);
      assertEditable(current, session);
      const revision = await this.revisions.find(articleId, revisionId, sql);
      if (!revision) throw new NotFoundException(REVISION_NOT_FOUND);
      await this.articles.update(
        articleId,
        {
          title: revision.title,
          summary: revision.summary,
          content: revision.content,
          body: revision.body,
          imageUrl: revision.imageUrl,
          imageUrls: revision.imageUrls,
          categoryId: revision.categoryId,
        },
        sql,
      );
      await this.revisions.snapshot(articleId, session.userId, sql);
      const found = await this.articles.find(articleId, sql);
      if (!found) throw new NotFoundException(NOT_FOUND);
      const article = mapArticle(found);
      await this.auditLog.insert(
        {
          actorId: session.userId,
          action: 'article.restored',
          targetType: 'article',
          targetId: String(articleId),
          targetTitle: article.title,
          details: { revisionId },
        },
        sql,
      );
      await this.events.publishArticle('article.updated', article, sql);
      await purgeIfSeen(this.events, mapArticle(current), article, sql);
      return article;
    });
  }
}
