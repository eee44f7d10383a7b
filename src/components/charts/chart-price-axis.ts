import { formatPrice } from '@/lib/format/numbers';
import { CHART_FONT_SIZE, PRICE_MARGINS } from './chart-box';
import type { ChartData } from './chart-data';

/**
 * The price chart's price scale as lightweight-charts lays it out, for the server's
 * picture of the chart: the range it fits (every bar's low and high, and a session chart's previous
 * close), where a price sits in a pane of a given height, its labels, and the axis's width.
 */

export interface PriceRange {
  min: number;
  max: number;
}

/** The lowest and highest price drawn: the bars', with the 1D chart's previous close kept in view. */
export function chartPriceRange(data: ChartData): PriceRange | null {
  let min = Infinity;
  let max = -Infinity;
  for (const bar of data.bars) {
    min = Math.min(min, bar[3]);
    max = Math.max(max, bar[2]);
  }
  if (data.session && data.previousClose !== null) {
    min = Math.min(min, data.previousClose);
    max = Math.max(max, data.previousClose);
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) return null;
  // A range of no height is opened by five cents each way, as the library opens it.
  return min === max ? { min: min - 0.05, max: max + 0.05 } : { min, max };
}

/** The pixel row (from the pane's top) of `price` in a pane `height` px tall, margins included. */
export function priceY(range: PriceRange, height: number, price: number): number {
  const below = PRICE_MARGINS.bottom * height;
  const inner = height - PRICE_MARGINS.top * height - below;
  return height - 1 - (below + ((inner - 1) * (price - range.min)) / (range.max - range.min));
}

/** The price at pixel row `y`. */
function priceAt(range: PriceRange, height: number, y: number): number {
  const below = PRICE_MARGINS.bottom * height;
  const inner = height - PRICE_MARGINS.top * height - below;
  return range.min + ((range.max - range.min) * (height - 1 - y - below)) / (inner - 1);
}

/** A label's least height: 2.5 font heights, rounded up. */
const LABEL_HEIGHT = Math.ceil(CHART_FONT_SIZE * 2.5);
/** The steps the scale's labels may take in a decade: 1, 2, 2.5, 4 or 5 (and under 1, 0.5, 0.2, 0.1 … down to a cent). */
const WHOLE_STEPS = [1, 2, 2.5, 4, 5];
const CENT_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1];

/** The least of the steps that is at least `span` (a label's height in price). */
export function priceStep(span: number): number {
  if (span <= 1) return CENT_STEPS.find((step) => step >= span - 1e-14) ?? 1;
  let decade = 10 ** Math.floor(Math.log10(span));
  for (;;) {
    for (const step of WHOLE_STEPS) if (step * decade >= span - 1e-14) return step * decade;
    decade *= 10;
  }
}

export interface PriceLabel {
  price: number;
  text: string;
  /** Pixel row of its middle from the pane's top. */
  y: number;
}

/** The labels (and grid lines) of the price scale of a pane `height` px tall: every multiple of the step in view. */
export function priceLabels(range: PriceRange, height: number): PriceLabel[] {
  const top = priceAt(range, height, 0);
  const bottom = priceAt(range, height, height - 1);
  const step = priceStep(((top - bottom) * LABEL_HEIGHT) / height);
  const labels: PriceLabel[] = [];
  let mod = top % step;
  if (mod < 0) mod += step;
  for (let price = top - mod; price > bottom; price -= step) {
    const y = priceY(range, height, price);
    if (y >= 0 && y <= height - 1) labels.push({ price, text: formatPrice(price), y });
  }
  return labels;
}

/** A text's width in px at the chart's font, a little over: digits 7 px, separators 3.5 px. */
const textWidth = (text: string): number => [...text].reduce((width, char) => width + (/\d/.test(char) ? 7 : /[.,]/.test(char) ? 3.5 : 7.5), 0);

/**
 * The price axis's width: what the library gives its widest label (border, tick, paddings of 5/12 of
 * the font each side, a 5 px offset and the text), made even. Told to the chart as its minimum width,
 * it is the width both draw: the estimate is a little over the text the library measures.
 */
export function priceAxisWidth(data: ChartData): number {
  const range = chartPriceRange(data);
  // The prices at the pane's top and bottom edges, past the bars by the margins: the library measures the labels there.
  const inner = range ? (range.max - range.min) / (1 - PRICE_MARGINS.top - PRICE_MARGINS.bottom) : 0;
  const edges = range ? [Math.ceil(range.max + inner * PRICE_MARGINS.top), Math.floor(range.min - inner * PRICE_MARGINS.bottom)] : [];
  const widest = range ? Math.max(...edges.map((price) => textWidth(formatPrice(price)))) : 34;
  const width = Math.ceil(1 + 5 + (10 * CHART_FONT_SIZE) / 12 + 5 + widest);
  return width + (width % 2);
}
