/** Readers' totals change slowly and cost a count over many rows: each is kept for a few seconds. */
export const READER_TOTAL_TTL_MS = 10_000;

/** Kept totals at most; past it all are dropped (a burst of distinct queries starts over). */
const MAX_TOTALS = 1000;

/**
 * Totals of readers' lists and searches, by a key describing what was counted. Editors
 * get exact totals: `exact` counts afresh and keeps nothing.
 */
export class ReaderTotals {
  private readonly totals = new Map<string, { total: number; expires: number }>();

  async total(key: string, exact: boolean, count: () => Promise<number>): Promise<number> {
    const kept = this.totals.get(key);
    if (!exact && kept && kept.expires > Date.now()) return kept.total;
    const total = await count();
    if (!exact) {
      if (this.totals.size >= MAX_TOTALS) this.totals.clear();
      this.totals.set(key, { total, expires: Date.now() + READER_TOTAL_TTL_MS });
    }
    return total;
  }
}
