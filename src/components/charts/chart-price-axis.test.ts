import { describe, expect, it } from 'vitest';
import type { ChartBar, ChartData } from './chart-data';
import { chartPriceRange, priceAxisWidth, priceLabels, priceStep, priceY } from './chart-price-axis';

const day = (i: number) => Date.UTC(2026, 5, 1 + i) / 1000;
const data = (bars: [low: number, high: number][], over: Partial<ChartData> = {}): ChartData => ({
  interval: '1d',
  bars: bars.map(([low, high], i): ChartBar => [day(i), low, high, low, high, 100]),
  previousClose: null,
  session: null,
  ...over,
});

describe('the price scale as the chart lays it out', () => {
  it('fits the bars, and on a session chart its previous close', () => {
    expect(
      chartPriceRange(
        data([
          [150, 160],
          [145, 158],
        ]),
      ),
    ).toEqual({ min: 145, max: 160 });
    const session = { open: day(0), close: day(0) + 23_400 };
    expect(chartPriceRange(data([[150, 160]], { previousClose: 170, session }))).toEqual({ min: 150, max: 170 });
    // The previous close of a range that is not a session is no line on it.
    expect(chartPriceRange(data([[150, 160]], { previousClose: 170 }))).toEqual({ min: 150, max: 160 });
    expect(chartPriceRange(data([[150, 150]]))).toEqual({ min: 149.95, max: 150.05 });
    expect(chartPriceRange(data([]))).toBeNull();
  });

  it('puts the range between 8 % of the pane from its top and 28 % from its bottom', () => {
    const range = { min: 100, max: 200 };
    expect(priceY(range, 300, 200)).toBeCloseTo(24, 10);
    expect(priceY(range, 300, 100)).toBeCloseTo(215, 10);
  });

  it('steps its labels by 1, 2, 2.5, 4 or 5 times a power of ten, or cents, the least at least a label’s height', () => {
    expect([0.007, 0.3, 0.9, 1.2, 2.2, 3, 4.5, 6.3, 23, 260].map(priceStep)).toEqual([0.01, 0.5, 1, 2, 2.5, 4, 5, 10, 25, 400]);
  });

  it('labels every multiple of the step in the pane: NVDA’s six months on a phone, every 10 dollars', () => {
    const labels = priceLabels({ min: 150.51, max: 191.84 }, 293);
    expect(labels.map((label) => label.text)).toEqual(['190.00', '180.00', '170.00', '160.00', '150.00', '140.00']);
    for (const label of labels) expect(label.y).toBeCloseTo(priceY({ min: 150.51, max: 191.84 }, 293, label.price), 10);
    // A pane taller by a third fits labels twice as close.
    expect(priceLabels({ min: 150.51, max: 191.84 }, 405).map((label) => label.text)).toContain('195.00');
  });

  it('makes the price axis an even width, a little over the library’s for its widest label', () => {
    const width = priceAxisWidth(data([[150.51, 191.84]]));
    expect(width % 2).toBe(0);
    // The library's: 20.2 px of border, tick and paddings, and "210.00" (under 36 px at 11 px).
    expect(width).toBeGreaterThanOrEqual(Math.ceil(20.2 + 36));
    expect(priceAxisWidth(data([[44_000, 45_000]]))).toBeGreaterThan(width);
  });
});
