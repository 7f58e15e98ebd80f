import { MigrationInterface, QueryRunner } from 'typeorm';
import { Injectable } from '@nestjs/common';
import type { Sql } from './sql';

/**
 * The outbox table, as the Outbox migration (below) makes it in each producing schema. Frozen:
 * a change to the table is a new migration in each service, not an edit here.
 */
export const OUTBOX_TABLE_SQL = `
  CREATE TABLE outbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    stream text NOT NULL,
    type text NOT NULL,
    entity_id text NOT NULL,
    field text NOT NULL,
    payload text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`;

/**
 * The `outbox` table of a producing service's own schema (auth, content, comments: each lists
 * this one migration): events waiting to be appended to their stream, written by the
 * transaction that made the change, relayed and deleted by the service's outbox relay
 * (docs/decisions.md, "Events: outbox, retries, claims, dead letters").
 */
export class Outbox1764100000000 implements MigrationInterface {
  name = 'Outbox1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(OUTBOX_TABLE_SQL);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox`);
  }
}

/** One event waiting in a service's `outbox` table to be appended to its stream. */
export interface OutboxRow {
  id: string;
  stream: string;
  type: string;
  entityId: string;
  field: string;
  /** The snapshot as JSON, checked against the stream's definition when it was written. */
  payload: string;
}

/**
 * The `outbox` table of the service's own schema (each producing service has one, made by its
 * migrations). A row is written by the transaction that made the change it tells of, so an
 * event exists exactly when the change was committed (docs/decisions.md, "Events: outbox").
 */
@Injectable()
export class OutboxRepository {
  async insert(sql: Sql, row: Omit<OutboxRow, 'id'>): Promise<void> {
    await sql.query(`INSERT INTO outbox (stream, type, entity_id, field, payload) VALUES ($1, $2, $3, $4, $5)`, [
      row.stream,
      row.type,
      row.entityId,
      row.field,
      row.payload,
    ]);
  }

  async any(sql: Sql): Promise<boolean> {
    const [row] = await sql.query(`SELECT EXISTS (SELECT 1 FROM outbox) AS any`);
    return row.any as boolean;
  }

  /**
   * One relay at a time per schema (replicas and one-off commands share it), so events leave in
   * the order their rows were written: a later snapshot of an item is never appended before an
   * earlier one. False when another relay holds the turn; released at the end of the transaction.
   */
  async takeRelayTurn(sql: Sql): Promise<boolean> {
    const [row] = await sql.query(`SELECT pg_try_advisory_xact_lock(hashtext('outbox:' || current_schema())) AS taken`);
    return row.taken as boolean;
  }

  async oldest(sql: Sql, limit: number): Promise<OutboxRow[]> {
    // By the table's bigint id: a bare `id` would name the text column of the output and sort
    // "10" before "9", appending a later snapshot of an item before an earlier one.
    const rows = await sql.query(
      `SELECT id::text, stream, type, entity_id, field, payload FROM outbox ORDER BY outbox.id LIMIT $1`,
      [limit],
    );
    return (
      rows as { id: string; stream: string; type: string; entity_id: string; field: string; payload: string }[]
    ).map((r) => ({
      id: r.id,
      stream: r.stream,
      type: r.type,
      entityId: r.entity_id,
      field: r.field,
      payload: r.payload,
    }));
  }

  async delete(sql: Sql, ids: string[]): Promise<void> {
    await sql.query(`DELETE FROM outbox WHERE id = ANY($1::bigint[])`, [ids]);
  }
}
