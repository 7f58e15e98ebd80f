import { Injectable } from '@nestjs/common';
import { decodeCursor, encodeCursor, Page } from '@portal/shared';
import { toRecord } from '../repositories/articles.repository';
import { ReaderTotals } from '../services/reader-totals';
import { analyseQuery, QueryWord } from './query';
import { DEFAULT_SEARCH_PAGE_SIZE, SearchQuery } from './search.dto';
import { SearchPosition, SearchRepository } from './search.repository';
import { mapSearchResult, SearchResultView } from './search.views';
import { searchMatch } from './snippet';

/**
 * A search cursor: how many words results must match, then the last result's place in
 * the ranking (matched words, weight) and the article lists' own (time, id) cursor.
 */
function encodeSearchCursor(required: number, position: SearchPosition): string {
  return `${required}.${position.matched}.${position.weight}.${encodeCursor(position.time, position.id)}`;
}

function decodeSearchCursor(cursor: string): { required: number; position: SearchPosition } {
  const [required, matched, weight, timeAndId] = cursor.split('.');
  const [time, id] = decodeCursor(timeAndId ?? '', 'time');
  return { required: Number(required), position: { matched: Number(matched), weight: Number(weight), time, id } };
}

@Injectable()
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly readerTotals: ReaderTotals,
  ) {}

  /**
   * Best first. All words of the query must match; when no article has them all, an
   * article matching fewer is still found, ranked by how many it matches.
   */
  async search(query: SearchQuery, isEditor: boolean): Promise<Page<SearchResultView>> {
    const words = await this.withMisspellings(analyseQuery(query.q));
    if (!words.length) return { items: [], total: 0, nextCursor: null };
    const limit = query.limit ?? DEFAULT_SEARCH_PAGE_SIZE;
    const cursor = query.before ? decodeSearchCursor(query.before) : null;
    const status = isEditor && query.status !== 'all' ? query.status : undefined;
    const run = async (required: number) => {
      const filter = {
        words,
        required: Math.min(Math.max(required, 1), words.length),
        includeDrafts: isEditor,
        status,
        categorySlug: isEditor && query.category !== 'all' ? query.category : undefined,
      };
      // A common word's count visits every match: readers' totals are kept briefly, as the lists' are.
      const key = JSON.stringify({ ...filter, words: words.map((word) => word.keys) });
      const total = await this.readerTotals.total(key, isEditor, () => this.repository.count(filter));
      // No match (often: all words of a query in no article): no page to read. A kept zero
      // may hide an article published since for up to READER_TOTAL_TTL_MS (removals are live).
      const rows = total ? await this.repository.page({ ...filter, after: cursor?.position, limit: limit + 1 }) : [];
      return { rows, total };
    };

    let required = cursor?.required ?? words.length;
    let found = await run(required);
    if (!cursor && found.total === 0 && words.length > 1) {
      required = 1;
      found = await run(required);
    }
    const rows = found.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    return {
      items: rows.map((row) => mapSearchResult(toRecord(row), searchMatch(row, words))),
      total: found.total,
      nextCursor:
        found.rows.length > limit && last
          ? encodeSearchCursor(required, {
              matched: last.matched,
              weight: last.weight,
              time: last.ranked_time,
              id: last.id,
            })
          : null,
    };
  }

  /**
   * A Roman word no article has (none of its keys is in the vocabulary) is likely
   * misspelt: it also matches the articles' keys most like it by trigram similarity.
   */
  private async withMisspellings(words: QueryWord[]): Promise<QueryWord[]> {
    const fuzzy = words.flatMap((word) => word.fuzzy);
    if (!fuzzy.length) return words;
    const known = await this.repository.knownKeys(fuzzy);
    const misspelt = words.filter((word) => word.fuzzy.length && !word.fuzzy.some((key) => known.has(key)));
    if (!misspelt.length) return words;
    const similar = await this.repository.similarKeys(misspelt.flatMap((word) => word.fuzzy));
    return words.map((word) =>
      misspelt.includes(word)
        ? { ...word, keys: [...new Set([...word.keys, ...word.fuzzy.flatMap((key) => similar.get(key) ?? [])])] }
        : word,
    );
  }
}
