import { OUTBOX_TABLE_SQL } from '@portal/shared';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events waiting to be appended to their stream (docs/decisions.md, "Events: outbox, retries,
 * claims, dead letters"): written by the transaction that made the change, relayed and deleted
 * by the service's outbox relay.
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
