import { Injectable } from '@nestjs/common';
import type { AuditEntry, Sql } from '@portal/shared';
import { DataSource } from 'typeorm';

export interface AuditRecord {
  id: number;
  at: Date;
  action: string;
  targetType: 'article' | 'comment' | 'user';
  targetId: string;
  targetTitle: string | null;
  details: Record<string, unknown>;
  actor: { id: string | null; firstName: string | null; lastName: string | null };
}

interface AuditRow {
  id: string;
  at: Date;
  action: string;
  target_type: AuditRecord['targetType'];
  target_id: string;
  target_title: string | null;
  details: Record<string, unknown>;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** What a list of the log holds. */
export interface AuditFilter {
  targetType?: AuditRecord['targetType'];
  targetId?: string;
}

/** The audit log (content owns it; auth and comments feed it through events:audit). */
@Injectable()
export class AuditRepository {
  constructor(readonly db: DataSource) {}

  /** A line, in the transaction of the change it tells of; a replayed event (same id) is stored once. */
  async insert(entry: Omit<AuditEntry, 'eventId' | 'at'> & { eventId?: string; at?: string }, sql: Sql): Promise<void> {
    await sql.query(
      `INSERT INTO audit_log (event_id, at, actor_id, action, target_type, target_id, target_title, details)
       VALUES ($1, COALESCE($2::timestamptz, now()), $3, $4, $5, $6, $7, $8::jsonb)
       ON CONFLICT (event_id) DO NOTHING`,
      [
        entry.eventId ?? null,
        entry.at ?? null,
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.targetTitle,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  /** Newest first. */
  async list(filter: AuditFilter, limit: number, offset: number): Promise<{ items: AuditRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.targetType) {
      params.push(filter.targetType);
      where.push(`l.target_type = $${params.length}`);
    }
    if (filter.targetId) {
      params.push(filter.targetId);
      where.push(`l.target_id = $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const n = params.length;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<AuditRow[]>(
        `SELECT l.id, l.at, l.action, l.target_type, l.target_id, l.target_title, l.details, l.actor_id,
                au.first_name, au.last_name
         FROM audit_log l LEFT JOIN authors au ON au.id = l.actor_id
         ${clause} ORDER BY l.at DESC, l.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_log l ${clause}`, params),
    ]);
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        at: row.at,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetTitle: row.target_title,
        details: row.details ?? {},
        actor: { id: row.actor_id, firstName: row.first_name, lastName: row.last_name },
      })),
      total,
    };
  }
}
