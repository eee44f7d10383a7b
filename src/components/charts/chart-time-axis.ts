import { type ChartData, formatTick, isIntraday, sessionWhitespace } from './chart-data';

/**
 * The price chart's time axis as lightweight-charts lays it out once fitted, for the
 * server's picture of the chart: where each point of the axis sits, and which points carry a label.
 *
 * - Points: the bars, and for a session chart (1D) the session's slots not traded yet. A chart fitted
 *   to its bars spreads n points over n slots; a session chart over one slot more (slotCount).
 * - Labels: each point weighs what changed since the point before it (a year, a month, a day, then
 *   12, 6, 3 or 1 hours, 30, 5 or 1 minutes); the heaviest points are labelled first, each at least
 *   `stride` points from the labels already placed. The chart is told a label width of that many slots
 *   (timeLabelSpacing), so it picks the same points at any width.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** A change of clock unit and its weight, largest first (below a day's 50, a month's 60, a year's 70). */
const CLOCK_UNITS: readonly (readonly [seconds: number, weight: number])[] = [
  [12 * HOUR, 33],
  [6 * HOUR, 32],
  [3 * HOUR, 31],
  [HOUR, 30],
  [30 * MINUTE, 22],
  [5 * MINUTE, 21],
  [MINUTE, 20],
  [1, 10],
];
const YEAR = 70;
const MONTH = 60;
const DAY = 50;

/** What changed from `previous` to `time` (chart seconds, read as UTC: chart-data.ts). */
export function timeWeight(time: number, previous: number): number {
  const now = new Date(time * 1000);
  const before = new Date(previous * 1000);
  if (now.getUTCFullYear() !== before.getUTCFullYear()) return YEAR;
  if (now.getUTCMonth() !== before.getUTCMonth()) return MONTH;
  if (now.getUTCDate() !== before.getUTCDate()) return DAY;
  for (const [seconds, weight] of CLOCK_UNITS) if (Math.floor(time / seconds) !== Math.floor(previous / seconds)) return weight;
  return 0;
}

/** Every point of the axis, in time order: the bars and a session's empty slots. */
export function axisPoints(data: ChartData): number[] {
  return [...data.bars.map((bar) => bar[0]), ...sessionWhitespace(data)].sort((a, b) => a - b);
}

/**
 * How many slots the fitted pane is divided into. A session chart is fitted from −0.5 to its last point
 * +0.5, one slot more than its points; its left edge is fixed at the first point, so the slot to spare
 * is at the right end.
 */
export const slotCount = (data: ChartData, points: number): number => (data.session ? points + 1 : points);

/** The centre of point `index` as a share of the pane's width. */
export const pointCentre = (data: ChartData, points: number, index: number): number => (index + 0.5) / slotCount(data, points);

/** The least distance, in points, between two labels when `perPane` labels at most fit the pane. */
export const labelStride = (slots: number, perPane: number): number => Math.max(1, Math.ceil(slots / perPane));

/**
 * The label width to give lightweight-charts (its `tickMarkMaxCharacterLength`, in characters of its
 * 8-character default of (font + 4) × 5 px) so that it keeps `stride` points between labels at a bar
 * spacing of `spacing` px: half a slot less than `stride` slots, which it rounds up to `stride`.
 */
export const timeLabelCharacters = (stride: number, spacing: number, fontSize: number): number => ((stride - 0.5) * spacing) / (((fontSize + 4) * 5) / 8);

export interface TimeLabel {
  /** The point's index on the axis and its centre as a share of the pane's width. */
  index: number;
  centre: number;
  text: string;
  /** Kept inside the axis if it would run past an edge (the first and last labels of a fixed edge). */
  clamped: boolean;
}

/** The labels of the fitted axis when `perPane` labels at most fit its width. */
export function timeLabels(data: ChartData, perPane: number): TimeLabel[] {
  const points = axisPoints(data);
  if (points.length === 0) return [];
  const weights = points.map((time, i) => (i > 0 ? timeWeight(time, points[i - 1]!) : firstWeight(points)));
  const stride = labelStride(slotCount(data, points.length), perPane);
  const chosen = placeLabels(weights, stride);
  const timeVisible = isIntraday(data.interval);
  const last = points.length - 1;
  // The chart keeps a label inside the axis only where it could run past a fixed edge: the left one always,
  // the right one unless the session's empty slots lie after the last bar.
  const clampable = (index: number) => stride >= 2.5 && (index <= stride || (!data.session && index >= last - stride));
  return chosen.map((index) => ({ index, centre: pointCentre(data, points.length, index), text: formatTick(points[index]!, tickKind(weights[index]!, timeVisible)), clamped: clampable(index) }));
}

/** The first point has no point before it: it is weighed against one the average step earlier. */
function firstWeight(points: readonly number[]): number {
  if (points.length < 2) return 0;
  const step = Math.ceil((points.at(-1)! - points[0]!) / (points.length - 1));
  return timeWeight(points[0]!, points[0]! - step);
}

/**
 * The labelled points: heaviest first, a point is labelled when it is at least `stride` points from
 * the labels on either side placed by a heavier weight, and from the last one placed on its left.
 */
function placeLabels(weights: readonly number[], stride: number): number[] {
  let placed: number[] = [];
  for (const weight of [...new Set(weights)].sort((a, b) => b - a)) {
    const next: number[] = [];
    let heavier = 0;
    let left = -Infinity;
    weights.forEach((w, index) => {
      if (w !== weight) return;
      while (heavier < placed.length && placed[heavier]! < index) {
        left = placed[heavier]!;
        next.push(left);
        heavier++;
      }
      const right = heavier < placed.length ? placed[heavier]! : Infinity;
      if (right - index >= stride && index - left >= stride) {
        next.push(index);
        left = index;
      }
    });
    placed = [...next, ...placed.slice(heavier)];
  }
  return placed;
}

/** How a label of that weight is written: 2026, 11月, 11/20 or 10:30 (the chart's tickMarkFormatter). */
function tickKind(weight: number, timeVisible: boolean): 'year' | 'month' | 'day' | 'time' {
  if (weight >= YEAR) return 'year';
  if (weight >= MONTH) return 'month';
  if (weight >= DAY) return 'day';
  return timeVisible ? 'time' : 'day';
}
