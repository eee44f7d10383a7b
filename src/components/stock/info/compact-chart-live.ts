import { formatPrice, formatSignedPercent, percentChange, priceDirection } from '@/lib/format/numbers';
import { themeVar } from '@/lib/design/palette';
import type { LiveQuote } from '@protocol/live-quote';
import { compactChartGeometry } from './compact-chart';

/**
 * The compact chart's last bar, live (decision 036): while a session's price moves, the month's last
 * close is that price, so the line's end, the area under it, the high and low and the month's change
 * follow it. CompactChart.tsx renders what this needs on the picture (`data-chart-*`); the live
 * runtime calls this with each quote of the chart's symbol. A quote of another day (the pre-market
 * before today's bar exists) leaves the chart alone.
 */
export interface CompactChartData {
  closes: number[];
  baseline: number | null;
  lastDate: string;
  width: number;
  height: number;
}

export function readChartData(figure: Element): CompactChartData | null {
  try {
    const data = JSON.parse(figure.getAttribute('data-chart') ?? 'null') as CompactChartData | null;
    return data && Array.isArray(data.closes) && data.closes.every(Number.isFinite) ? data : null;
  } catch {
    return null;
  }
}

export function redrawCompactChart(figure: Element, quote: Pick<LiveQuote, 'price' | 'tradingDate'>): void {
  const data = readChartData(figure);
  if (!data || quote.tradingDate !== data.lastDate || data.closes.at(-1) === quote.price) return;
  const closes = [...data.closes.slice(0, -1), quote.price];
  const geometry = compactChartGeometry(closes, data.width, data.height, data.baseline);
  if (!geometry) return;
  figure.setAttribute('data-chart', JSON.stringify({ ...data, closes }));
  const change = percentChange(quote.price, data.baseline ?? closes[0]);
  const direction = priceDirection(change ?? 0);
  const part = (name: string) => figure.querySelector(`[data-chart-part="${name}"]`);
  part('line')?.setAttribute('d', geometry.line);
  part('line')?.setAttribute('stroke', themeVar(direction));
  part('area')?.setAttribute('d', geometry.area);
  for (const stop of figure.querySelectorAll('[data-chart-part="fill"] stop')) stop.setAttribute('stop-color', themeVar(direction));
  const changeText = part('change');
  if (changeText && change !== null) {
    changeText.textContent = formatSignedPercent(change);
    changeText.setAttribute('data-direction', direction);
    (changeText as HTMLElement).style.color = themeVar(`${direction}Text`);
  }
  const high = part('high');
  const low = part('low');
  if (high) high.textContent = `高 ${formatPrice(geometry.max)}`;
  if (low) low.textContent = `低 ${formatPrice(geometry.min)}`;
  const picture = part('picture');
  const label = picture?.getAttribute('aria-label');
  if (picture && label) picture.setAttribute('aria-label', label.replace(/最高 .*$/, `最高 ${formatPrice(geometry.max)}，最低 ${formatPrice(geometry.min)}`));
}
