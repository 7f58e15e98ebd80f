import { Controller, Get, Query } from '@nestjs/common';
import { Can, Page, PagedList } from '@portal/shared';
import { AuditQuery } from '../dtos/article.dto';
import { AuditEntryView, mapAuditEntry } from '../dtos/article.views';
import { AuditRepository } from '../repositories/audit.repository';

/** The audit log: who did what to which article, comment or user, newest first (never cached). */
@Can('audit.read')
@Controller('api/admin/audit')
export class AuditController {
  constructor(private readonly auditLog: AuditRepository) {}

  /** `limit` and `offset` page it; `targetType` and `targetId` narrow it to one thing's history. */
  @Get()
  @PagedList({ type: AuditEntryView })
  async list(@Query() query: AuditQuery): Promise<Page<AuditEntryView>> {
    const { items, total } = await this.auditLog.list(
      { targetType: query.targetType, targetId: query.targetId },
      query.limit ?? 50,
      query.offset ?? 0,
    );
    return { items: items.map(mapAuditEntry), total, nextCursor: null };
  }
}
