import { Injectable } from '@nestjs/common';

/** Readers' totals change slowly and cost a count over many rows: each is kept for a few seconds. */
export const READER_TOTAL_TTL_MS = 10_000;

/** Kept totals at most; past it all are dropped (a burst of distinct queries starts over). */
const MAX_TOTALS = 1000;

/**
 * Totals of readers' lists and searches, by a key describing what was counted. Editors
 * get exact totals: `exact` counts afresh and keeps nothing. One per process (the lists'
 * and the search's), dropped with the readers' list copies by every article write
 * (ReaderListCache.drop), so the time bound only matters for nothing.
 */
@Injectable()
export class ReaderTotals {
  private readonly totals = new Map<string, { total: number; expires: number }>();
  /** Bumped by every clear: a count that started before a write is not kept after it. */
  private generation = 0;

  /** An article was created, changed or deleted: no kept total is trusted. */
  clear(): void {
    this.generation += 1;
    this.totals.clear();
  }

  async total(key: string, exact: boolean, count: () => Promise<number>): Promise<number> {
    const kept = this.totals.get(key);
    if (!exact && kept && kept.expires > Date.now()) return kept.total;
    const generation = this.generation;
    const total = await count();
    if (!exact && generation === this.generation) {
      if (this.totals.size >= MAX_TOTALS) this.totals.clear();
      this.totals.set(key, { total, expires: Date.now() + READER_TOTAL_TTL_MS });
    }
    return total;
  }
}
