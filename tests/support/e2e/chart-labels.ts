import { type Page } from '@playwright/test';

/**
 * Where the price chart (lightweight-charts, on canvases) draws the labels of its axes. The library
 * has no API for them, so an init script records every fillText on a canvas (its text, its extent and
 * row in the canvas's own pixels, the frame it was drawn in), and the labels are those drawn on the
 * canvases of the chart's time-axis row, or of its price axis. Install before the page loads.
 */
export async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __canvasText: { canvas: HTMLCanvasElement; text: string; left: number; right: number; y: number; frame: number }[]; __frame: number };
    w.__canvasText = [];
    w.__frame = 0;
    const tick = () => {
      w.__frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const original = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      const width = this.measureText(text).width;
      const align = this.textAlign;
      const start = align === 'center' ? x - width / 2 : align === 'right' || align === 'end' ? x - width : x;
      // To the canvas's own pixels (the library draws in CSS pixels scaled by the pixel ratio).
      const { a, d, e, f } = this.getTransform();
      w.__canvasText.push({ canvas: this.canvas, text, left: a * start + e, right: a * (start + width) + e, y: d * y + f, frame: w.__frame });
      return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
    };
  });
}

export interface AxisLabel {
  text: string;
  /** Left and right ends in CSS pixels from the axis canvas's left edge. */
  left: number;
  right: number;
  /** The canvas's width in CSS pixels. */
  axisWidth: number;
}

/** Forgets what was drawn so far: the next labels read are those drawn after this. */
export async function forgetCanvasText(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __canvasText: unknown[] }).__canvasText = [];
  });
}

/**
 * The time-axis labels drawn since forgetCanvasText (on each canvas, its latest frame's: a redraw
 * paints the whole axis again), left to right.
 */
export async function timeAxisLabels(page: Page): Promise<AxisLabel[]> {
  // Two frames: whatever the last change scheduled has been drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.getByTestId('price-chart-canvas-host').evaluate((host) => {
    const w = window as unknown as { __canvasText: { canvas: HTMLCanvasElement; text: string; left: number; right: number; frame: number }[] };
    // lightweight-charts lays its panes out in a table; the time axis is its last row.
    const rows = host.querySelectorAll('table tr');
    const axisRow = rows[rows.length - 1];
    const drawn = w.__canvasText.filter((entry) => axisRow?.contains(entry.canvas));
    const latest = new Map<HTMLCanvasElement, number>();
    for (const entry of drawn) latest.set(entry.canvas, Math.max(latest.get(entry.canvas) ?? 0, entry.frame));
    return drawn
      .filter((entry) => entry.frame === latest.get(entry.canvas))
      .map((entry) => {
        const scale = entry.canvas.width / entry.canvas.getBoundingClientRect().width;
        return { text: entry.text, left: entry.left / scale, right: entry.right / scale, axisWidth: entry.canvas.width / scale };
      })
      .sort((a, b) => a.left - b.left);
  });
}

export interface PriceAxisLabel {
  text: string;
  /** The row it is drawn on (its middle), in CSS pixels from the axis canvas's top. */
  y: number;
}

/**
 * The labels drawn on the price axis since forgetCanvasText (its latest frame's), top to bottom: the
 * scale's and, in boxes, the last close's and a price line's.
 */
export async function priceAxisLabels(page: Page): Promise<PriceAxisLabel[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.getByTestId('price-chart-canvas-host').evaluate((host) => {
    const w = window as unknown as { __canvasText: { canvas: HTMLCanvasElement; text: string; y: number; frame: number }[] };
    // The pane's row of the library's table: the price axis is its last cell.
    const axisCell = host.querySelector('table tr')?.lastElementChild;
    const drawn = w.__canvasText.filter((entry) => axisCell?.contains(entry.canvas));
    const latest = new Map<HTMLCanvasElement, number>();
    for (const entry of drawn) latest.set(entry.canvas, Math.max(latest.get(entry.canvas) ?? 0, entry.frame));
    return drawn
      .filter((entry) => entry.frame === latest.get(entry.canvas))
      .map((entry) => ({ text: entry.text, y: entry.y / (entry.canvas.height / entry.canvas.getBoundingClientRect().height) }))
      .sort((a, b) => a.y - b.y);
  });
}
