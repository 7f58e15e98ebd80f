import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, refreshAfterWrite } from './react-query';

describe('query defaults (spec §9)', () => {
  it('does not retry a failed query', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new Error('500: boom'));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('500: boom');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('never considers data stale, so cached data is not fetched again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockResolvedValue(['article']);
    await client.fetchQuery({ queryKey: ['articles'], queryFn });
    await client.fetchQuery({ queryKey: ['articles'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not refetch on window focus and does not poll', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('refreshAfterWrite', () => {
  /** A server whose list says whether the article is published; each read answers what it read. */
  function fakeServer() {
    let published = true;
    const held: Array<() => void> = [];
    return {
      commitUnpublish: () => {
        published = false;
      },
      /** A read that takes its snapshot now and answers when released (a slow request). */
      read: () => {
        const snapshot = published;
        return new Promise<boolean>((resolve) => held.push(() => resolve(snapshot)));
      },
      releaseAll: () => held.splice(0).forEach((release) => release()),
      get pending() {
        return held.length;
      },
    };
  }

  it('shows what the server holds after the write, even when the query’s first read started before it', async () => {
    const client = createQueryClient();
    const server = fakeServer();
    const observer = new QueryObserver(client, { queryKey: ['articles', 'list', 'search'], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    // The first read of a new query (no data yet) is in flight when the write commits.
    await vi.waitFor(() => expect(server.pending).toBe(1));
    server.commitUnpublish();

    const refreshed = refreshAfterWrite(client, [['articles', 'list']]);
    await vi.waitFor(() => expect(server.pending).toBe(2));
    server.releaseAll();
    await refreshed;

    expect(client.getQueryData(['articles', 'list', 'search'])).toBe(false);
    expect(observer.getCurrentResult().data).toBe(false);
    unsubscribe();
  });

  it('leaves queries that nobody shows to be fetched when next shown', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockResolvedValue(['old']);
    await client.fetchQuery({ queryKey: ['articles', 'list', 'hidden'], queryFn });
    await refreshAfterWrite(client, [['articles', 'list']]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['articles', 'list', 'hidden'])?.isInvalidated).toBe(true);
  });
});
