import { describe, expect, test } from 'vitest';
import type { StockId } from '@protocol/stock-id';
import { screenerRow, screenerRows } from '@tests/screener-rows';
import { matchingRows, runScreen } from './run-screen';
import { DEFAULT_SCREEN, parseScreen } from './screen-query';
import { SCREENER_PAGE_SIZE, type Screen } from './types';

const TODAY = '2026-11-20';
const screenOf = (query: string): Screen => parseScreen(new URLSearchParams(query)).screen;
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
const row = (id: string, peRatio: number | null) => screenerRow({ id: id as StockId, peRatio });

describe('sorting', () => {
  const rows = [row('D', 20), row('A', null), row('C', 10), row('B', 20), row('E', Number.NaN)];

  test('ascending and descending, missing figures last either way, ties by id', () => {
    expect(ids(matchingRows(rows, screenOf('sort=pe&dir=asc'), TODAY))).toEqual(['C', 'B', 'D', 'A', 'E']);
    expect(ids(matchingRows(rows, screenOf('sort=pe'), TODAY))).toEqual(['B', 'D', 'C', 'A', 'E']);
  });

  test('text columns sort too, and the order does not depend on the rows given', () => {
    const mixed = [
      screenerRow({ id: 'X' as StockId, dividendFrequency: null }),
      screenerRow({ id: 'Y' as StockId, dividendFrequency: 'monthly' }),
      screenerRow({ id: 'Z' as StockId, dividendFrequency: 'annual' }),
    ];
    const sorted = ids(matchingRows(mixed, screenOf('sort=freq&dir=asc'), TODAY));
    expect(sorted.at(-1)).toBe('X');
    expect(ids(matchingRows([...mixed].reverse(), screenOf('sort=freq&dir=asc'), TODAY))).toEqual(sorted);
  });

  test('ranks by dollar volume (price × volume)', () => {
    const traded = [screenerRow({ id: 'CHEAP' as StockId, price: 1, volume: 9_000_000 }), screenerRow({ id: 'DEAR' as StockId, price: 500, volume: 100_000 })];
    expect(ids(matchingRows(traded, screenOf('sort=dollarvol'), TODAY))).toEqual(['DEAR', 'CHEAP']);
  });
});

describe('paging', () => {
  const rows = screenerRows(3 * SCREENER_PAGE_SIZE + 7);

  test('50 a page, the pages counted, the rows of the page in order', () => {
    const all = matchingRows(rows, DEFAULT_SCREEN, TODAY);
    const second = runScreen(rows, { ...DEFAULT_SCREEN, page: 2 }, TODAY);
    expect(second).toMatchObject({ total: rows.length, page: 2, pages: 4 });
    expect(second.rows).toEqual(all.slice(SCREENER_PAGE_SIZE, 2 * SCREENER_PAGE_SIZE));
  });

  test('a page past the last gives the last page', () => {
    const last = runScreen(rows, { ...DEFAULT_SCREEN, page: 99 }, TODAY);
    expect(last).toMatchObject({ page: 4, pages: 4 });
    expect(last.rows).toHaveLength(7);
  });

  test('no match: one empty page', () => {
    expect(runScreen(rows, screenOf('price=-0.01'), TODAY)).toEqual({ total: 0, page: 1, pages: 1, rows: [] });
  });

  test('every filter must hold', () => {
    const screen = screenOf('type=etf&yield=over4&er=under05');
    const matched = matchingRows(rows, screen, TODAY);
    expect(matched.length).toBeGreaterThan(0);
    for (const kept of matched) expect(kept.kind === 'etf' && (kept.dividendYield ?? 0) >= 4 && (kept.expenseRatio ?? 1) <= 0.5).toBe(true);
    expect(matched.length).toBe(rows.filter((candidate) => candidate.kind === 'etf' && (candidate.dividendYield ?? 0) >= 4 && (candidate.expenseRatio ?? 1) <= 0.5).length);
  });
});
