import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToasts } from './use-toast';

describe('toast store (spec §9)', () => {
  it('keeps one toast at a time: a new one replaces the old', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
  });

  it('closes a dismissed toast at once and removes it 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current).toMatchObject([{ title: 'Saved', open: false }]);

    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });
});
