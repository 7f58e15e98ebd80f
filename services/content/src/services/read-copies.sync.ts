import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_EVENTS,
  BaseConfig,
  COMMENT_TOTAL_EVENTS,
  CONFIG,
  EventOf,
  EventPublisher,
  StreamSubscriber,
  USER_EVENTS,
} from '@portal/shared';
import { AuditRepository } from '../repositories/audit.repository';
import { ReadCopiesRepository } from '../repositories/read-copies.repository';

/**
 * Keeps what the content service shows of other services' data current from their
 * events: authors (auth service) and the comment total (comments service).
 */
@Injectable()
export class ReadCopiesSync extends StreamSubscriber {
  constructor(
    private readonly copies: ReadCopiesRepository,
    private readonly auditLog: AuditRepository,
    events: EventPublisher,
    @Inject(CONFIG) config: BaseConfig,
  ) {
    super('content', events, config);
  }

  protected subscriptions() {
    return [
      this.read(USER_EVENTS, (event) => this.applyUser(event)),
      this.read(COMMENT_TOTAL_EVENTS, (event) => this.applyCommentTotal(event)),
      this.read(AUDIT_EVENTS, (event) => this.applyAudit(event)),
    ];
  }

  async applyUser({ payload: user }: EventOf<typeof USER_EVENTS>): Promise<void> {
    await this.copies.upsertAuthor(user);
  }

  /** Auth's and comments' lines of the audit log (content owns the log); a replay is stored once. */
  async applyAudit({ payload: entry }: EventOf<typeof AUDIT_EVENTS>): Promise<void> {
    await this.auditLog.insert(entry, this.auditLog.db);
  }

  /** Each event carries the absolute total, so a replayed or late one cannot drift the count. */
  async applyCommentTotal({ payload: { total } }: EventOf<typeof COMMENT_TOTAL_EVENTS>): Promise<void> {
    await this.copies.setCommentTotal(total);
  }
}
