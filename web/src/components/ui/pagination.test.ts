import { describe, expect, it } from 'vitest';
import { pageRange } from './pagination';

// The Pagination component itself is exercised by the admin comments and users screens' tests.
describe('pageRange ("Showing 21–40 of 95")', () => {
  it('counts from 1 and stops at the total', () => {
    expect(pageRange(0, 20, 95)).toEqual({ from: 1, to: 20 });
    expect(pageRange(80, 15, 95)).toEqual({ from: 81, to: 95 });
    expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});
