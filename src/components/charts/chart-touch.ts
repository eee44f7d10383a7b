/**
 * How the price chart answers touch on a phone and elsewhere (the 600 px rule, ui/phone-width.ts):
 * - everywhere, a vertical swipe scrolls the page, never the chart;
 * - on a phone, the crosshair snaps to the candles (a fingertip cannot aim at a 2 px candle) and the
 *   price axis cannot be dragged to rescale (too easy to hit while scrolling past a full-width chart);
 * - wider screens keep the free crosshair and the axis drag.
 * No lightweight-charts import here: plain values, unit-tested; lightweight-price-chart.ts applies them.
 */
export interface ChartTouchMode {
  crosshair: 'magnet' | 'free';
  axisDrag: boolean;
  verticalSwipeScrollsPage: true;
}

export function chartTouchMode(phone: boolean): ChartTouchMode {
  return phone ? { crosshair: 'magnet', axisDrag: false, verticalSwipeScrollsPage: true } : { crosshair: 'free', axisDrag: true, verticalSwipeScrollsPage: true };
}
