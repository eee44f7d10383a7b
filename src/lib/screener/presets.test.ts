import { describe, expect, test } from 'vitest';
import type { StockId } from '@protocol/stock-id';
import { screenerRow, screenerRows } from '@tests/screener-rows';
import { PRESETS, presetBySlug } from './presets';
import { runScreen } from './run-screen';
import { parseScreen } from './screen-query';

const rows = screenerRows(13_000);

describe('presets', () => {
  test('the ones a Taiwanese reader asks for first, and the rankings', () => {
    const titles = (ranking: boolean) => PRESETS.filter((preset) => preset.ranking === ranking).map((preset) => preset.title);
    expect(titles(false)).toEqual(expect.arrayContaining(['高股息', '月配息', '低本益比大型股', '成長股', '台灣 ADR', '半導體']));
    expect(titles(true)).toEqual(expect.arrayContaining(['漲幅排行', '跌幅排行', '成交量排行', '成交值排行', '52 週新高', '52 週新低', '殖利率排行']));
  });

  test('slugs are ASCII and unique, titles unique, each with a short description', () => {
    expect(new Set(PRESETS.map((preset) => preset.slug)).size).toBe(PRESETS.length);
    expect(new Set(PRESETS.map((preset) => preset.title)).size).toBe(PRESETS.length);
    for (const preset of PRESETS) {
      expect(preset.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u);
      expect(presetBySlug(preset.slug)).toBe(preset);
      expect(preset.description.length).toBeGreaterThan(15);
      expect(preset.description.length).toBeLessThan(120);
    }
    expect(presetBySlug('export.csv')).toBeUndefined();
  });

  test.each(PRESETS.map((preset) => [preset.slug, preset] as const))('%s: its query is canonical, names its columns and finds rows', (_slug, preset) => {
    const parsed = parseScreen(new URLSearchParams(preset.query));
    expect(parsed).toMatchObject({ canonical: preset.query, notices: [], redirect: false });
    expect(preset.query).toMatch(/(^|&)cols=/u);
    expect(runScreen(rows, parsed.screen, '2026-11-20').total).toBeGreaterThan(0);
  });

  test.each(['high-dividend', 'monthly-dividend', 'highest-yield'])('%s: a $0.03 warrant "yielding" 150 percent is not a dividend stock', (slug) => {
    const warrant = screenerRow({ id: 'ABCDW' as StockId, price: 0.03, dividendYield: 150, averageVolume: 5_000_000, dividendFrequency: 'monthly' });
    const payer = screenerRow({ id: 'O' as StockId, price: 57, dividendYield: 5.6, averageVolume: 5_000_000, dividendFrequency: 'monthly' });
    const { screen } = parseScreen(new URLSearchParams(presetBySlug(slug)!.query));
    expect(runScreen([warrant, payer], screen, '2026-11-20').rows.map((row) => row.id)).toEqual(['O']);
  });
});
