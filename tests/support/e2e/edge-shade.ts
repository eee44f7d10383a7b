import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The scroll cue (src/components/ui/scroll-cue.ts) as a reader sees it, read from screenshot pixels:
 * how much darker a box is just inside its left and right edges than in its middle, on one line of
 * pixels a little below a row's top (in the padding above the text, where nothing else is drawn).
 * Nothing is read from class names or styles: a cue hidden under an opaque cell or too faint to see
 * fails here.
 */

/** At least this much darker than the ground (0–255 luma): a cue a reader sees (a 0.2 shadow over 16 px measured 37). */
export const CUE_SHOWS = 50;
/** Less than this: no cue (antialiasing and a hairline stay well under it). */
export const NO_CUE = 10;

export interface EdgeShade {
  left: number;
  right: number;
}

/** The luma (0–255) of each pixel of the window's `clip`, row by row, decoded from a screenshot in the page. */
export async function screenshotLuma(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<{ width: number; height: number; luma: number[] }> {
  const png = await page.screenshot({ clip });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const luma: number[] = [];
    for (let i = 0; i < data.length; i += 4) luma.push(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
    return { width, height, luma };
  }, png.toString('base64'));
}

/**
 * The shade at each edge of `box` (the element that scrolls) on the pixel rows `y`…`y + 3` of the
 * window: mean luma of the box's middle minus that of a 6 px strip 1 px inside each edge.
 */
export async function edgeShade(page: Page, box: Locator, y: number): Promise<EdgeShade> {
  const rect = await box.evaluate((element) => {
    const r = element.getBoundingClientRect();
    // The padding box: a framed box's border is not its ground.
    return { x: Math.ceil(r.left + element.clientLeft), width: Math.floor(element.clientWidth) };
  });
  const { width, height, luma } = await screenshotLuma(page, { x: rect.x, y: Math.round(y), width: rect.width, height: 3 });
  const mean = (from: number, to: number) => {
    let sum = 0;
    for (let row = 0; row < height; row++) for (let x = from; x < to; x++) sum += luma[row * width + x] ?? 0;
    return sum / ((to - from) * height);
  };
  const middle = Math.floor(width / 2);
  const ground = mean(middle - 3, middle + 3);
  return { left: ground - mean(1, 7), right: ground - mean(width - 7, width - 1) };
}

/** Scrolls `box` sideways to its start or its end and waits for the frame that shows it. */
export async function scrollSideways(box: Locator, to: 'start' | 'end'): Promise<void> {
  await box.evaluate(async (element, where) => {
    element.scrollLeft = where === 'start' ? 0 : element.scrollWidth;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, to);
}

/** More of the box's content lies past its edges than it shows. */
export const overflows = (box: Locator): Promise<boolean> => box.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

/** The cue at each edge is as `expected` says: shown (true) or absent (false). */
export function expectCue(shade: EdgeShade, expected: { left: boolean; right: boolean }, name: string): void {
  for (const side of ['left', 'right'] as const) {
    if (expected[side]) expect(shade[side], `${name}: a cue on the ${side} edge`).toBeGreaterThanOrEqual(CUE_SHOWS);
    else expect(shade[side], `${name}: no cue on the ${side} edge`).toBeLessThan(NO_CUE);
  }
}

/**
 * For a row that scrolls sideways: where it overflows, a cue on the right only at its start and on the
 * left only at its end; where it fits, none. `y`: a line of the row's top padding, read after each scroll.
 */
export async function expectCueFollowsScroll(page: Page, box: Locator, y: () => Promise<number>, name: string): Promise<boolean> {
  const scrolls = await overflows(box);
  await scrollSideways(box, 'start');
  expectCue(await edgeShade(page, box, await y()), { left: false, right: scrolls }, `${name} at its start`);
  if (!scrolls) return false;
  await scrollSideways(box, 'end');
  expectCue(await edgeShade(page, box, await y()), { left: true, right: false }, `${name} at its end`);
  return true;
}
