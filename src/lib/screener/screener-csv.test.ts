import { expect, test } from 'vitest';
import type { StockId } from '@protocol/stock-id';
import { screenerRow } from '@tests/screener-rows';
import { columnByKey } from './columns';
import { screenerCsv } from './screener-csv';
import type { ColumnDefinition } from './types';

const columns = ['price', 'chg', 'mcap', 'yield', 'freq', 'exdiv', 'volume'].map((key) => columnByKey(key) as ColumnDefinition);

test('the header in zh-TW with units, the figures in those units, a row per stock', () => {
  const csv = screenerCsv([screenerRow({ id: 'TSM' as StockId, customName: '台積電', marketCap: 1.2345e12, changePercent: -1.5, dividendFrequency: 'quarterly' })], columns);
  const [head, row, end] = csv.split('\r\n');
  expect(head).toBe('\uFEFF代號,名稱,股價（美元）,漲跌幅（%）,市值（億美元）,殖利率（%）,配息頻率,除息日,成交量（股）');
  expect(row).toBe('TSM,台積電,50,-1.5,12345,2,季配,2026-12-10,1000000');
  expect(end).toBe('');
});

test('a hostile name is inert; a missing figure is an empty cell', () => {
  const csv = screenerCsv([screenerRow({ name: '=cmd|" /C calc"!A0', peRatio: null })], [columnByKey('pe') as ColumnDefinition]);
  expect(csv.split('\r\n')[1]).toBe(`ACME,"'=cmd|"" /C calc""!A0",`);
});
