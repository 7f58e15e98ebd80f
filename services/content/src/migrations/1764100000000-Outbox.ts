import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events waiting to be appended to their stream (docs/decisions.md, "Events: outbox, retries,
 * claims, dead letters"): written by the transaction that made the change, relayed and deleted
 * by the service's outbox relay.
 */
export class Outbox1764100000000 implements MigrationInterface {
  name = 'Outbox1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream text NOT NULL,
        type text NOT NULL,
        entity_id text NOT NULL,
        field text NOT NULL,
        payload text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox`);
  }
}
