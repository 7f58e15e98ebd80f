import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './react-query';

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
