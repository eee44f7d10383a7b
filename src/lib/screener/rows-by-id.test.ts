import { describe, expect, it } from 'vitest';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { rowsById } from './rows-by-id';

const row = (id: string, price: number) => ({ id, price }) as ScreenerRow;

describe('rowsById', () => {
  it('finds each row by id, the first of an id as a search from the start would', () => {
    const rows = [row('AAPL', 1), row('MSFT', 2), row('AAPL', 3)];
    const index = rowsById(rows);
    expect([index.get('AAPL')?.price, index.get('MSFT')?.price, index.get('ZZZ')]).toEqual([1, 2, undefined]);
  });

  it('builds once per snapshot: the same rows give the same index, new rows a new one', () => {
    const rows = [row('AAPL', 1)];
    expect(rowsById(rows)).toBe(rowsById(rows));
    const refreshed = [row('AAPL', 5)];
    expect(rowsById(refreshed).get('AAPL')?.price).toBe(5);
  });
});
