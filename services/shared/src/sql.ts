import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Where a repository's parameterized SQL runs: the DataSource, or the manager of a
 * transaction that a service passes in (docs/decisions.md, "One way to the database").
 */
export type Sql = Pick<EntityManager, 'query'>;

/** TypeORM answers UPDATE/DELETE … RETURNING on Postgres with [rows, affected]: the rows. */
export function returnedRows<T>(result: unknown): T[] {
  return ((result as [T[], number])[0] ?? []) as T[];
}

/** Runs several repositories' statements in one transaction. */
@Injectable()
export class Transactions {
  constructor(private readonly db: DataSource) {}

  run<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(manager));
  }
}
