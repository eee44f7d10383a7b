import { expect, type Page } from '@playwright/test';
import { screenshotLuma } from './edge-shade.ts';

/**
 * Measurements for the page-width and table specs: how wide the document is, where
 * each data table scrolls, whether its first column stays put and whether its scroll hint shows.
 * Everything is read from the laid-out page in the browser, never from class names.
 */

/** The page-width check every spec uses (find.ts), under the name this spec reads best with. */
export { expectNoSidewaysScroll as expectDocumentFitsViewport } from './find.ts';

export interface TableBox {
  /** Index of the box in document order (also written on the element as data-e2e-box). */
  index: number;
  /** The table's test id, or the box's label: names the table in a failure. */
  name: string;
  tableWidth: number;
  /** The nearest ancestor that scrolls sideways, or null if the table has none. */
  box: { left: number; right: number; clientWidth: number; scrollWidth: number; role: string | null; label: string | null; tabIndex: string | null } | null;
}

/**
 * Every data table on the page that a reader can see, with the box it scrolls in. Left out: hidden
 * tables (React's streaming leaves empty `<table hidden>` behind) and the chart library's own layout
 * table inside the price chart's canvas host.
 */
export async function tableBoxes(page: Page): Promise<TableBox[]> {
  return page.evaluate(() => {
    const scroller = (element: Element): HTMLElement | null => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (/^(auto|scroll)$/.test(getComputedStyle(node).overflowX)) return node;
      }
      return null;
    };
    const tables = [...document.querySelectorAll('table')].filter(
      (table) => table.checkVisibility() && table.getBoundingClientRect().width > 0 && !table.closest('[data-testid="price-chart-canvas-host"]'),
    );
    return tables.map((table, index) => {
      const box = scroller(table);
      box?.setAttribute('data-e2e-box', String(index));
      const rect = box?.getBoundingClientRect();
      return {
        index,
        name: table.dataset.testid ?? box?.getAttribute('aria-label') ?? `table ${index}`,
        tableWidth: table.getBoundingClientRect().width,
        box:
          box && rect
            ? {
                left: rect.left,
                right: rect.right,
                clientWidth: box.clientWidth,
                scrollWidth: box.scrollWidth,
                role: box.getAttribute('role'),
                label: box.getAttribute('aria-label'),
                tabIndex: box.getAttribute('tabindex'),
              }
            : null,
      };
    });
  });
}

/** Each table scrolls inside its own named, focusable box, and the box is no wider than the window. */
export async function expectTablesScrollInTheirBoxes(page: Page): Promise<TableBox[]> {
  const boxes = await tableBoxes(page);
  const viewportWidth = page.viewportSize()?.width ?? 0;
  for (const { name, box } of boxes) {
    expect(box, `${name} has a box that scrolls sideways`).not.toBeNull();
    if (!box) continue;
    expect(box.left, `${name}: box starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${name}: box ends inside the window`).toBeLessThanOrEqual(viewportWidth);
    expect(box.role, `${name}: box is a region`).toBe('region');
    expect(box.label?.trim(), `${name}: box has a label`).toBeTruthy();
    expect(box.tabIndex, `${name}: box is reachable with the keyboard`).toBe('0');
  }
  return boxes;
}

/**
 * Scrolls box `index` sideways by `by` pixels (at most to its end) and reports, for a body row in
 * view, where its first two cells moved and what is drawn at the first cell's centre.
 */
export async function scrollTableBox(page: Page, index: number, by: number) {
  const box = page.locator(`[data-e2e-box="${index}"]`);
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return box.evaluate(async (element, distance) => {
    // A body row in the middle of the window (a long table's first rows lie under the sticky header).
    const rows = [...element.querySelectorAll('tbody tr')] as HTMLTableRowElement[];
    const middle = (row: HTMLTableRowElement) => Math.abs(row.getBoundingClientRect().top - window.innerHeight / 2);
    const row = rows.reduce((best, candidate) => (middle(candidate) < middle(best) ? candidate : best));
    const [first, second] = [row.cells[0] as HTMLElement, row.cells[1] as HTMLElement];
    const before = { first: first.getBoundingClientRect().left, second: second.getBoundingClientRect().left };
    element.scrollLeft = Math.min(distance, element.scrollWidth - element.clientWidth);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const rect = first.getBoundingClientRect();
    const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      scrolled: element.scrollLeft,
      firstMoved: first.getBoundingClientRect().left - before.first,
      secondMoved: second.getBoundingClientRect().left - before.second,
      firstCellOnTop: onTop !== null && first.contains(onTop),
      firstCellGround: getComputedStyle(first).backgroundColor,
    };
  }, by);
}

/** Sets box `index`'s sideways scroll: 'start', 'end' (as far right as it goes). */
export async function setTableScroll(page: Page, index: number, where: 'start' | 'end'): Promise<void> {
  await page.locator(`[data-e2e-box="${index}"]`).evaluate(async (element, to) => {
    element.scrollIntoView({ block: 'center' });
    element.scrollLeft = to === 'start' ? 0 : element.scrollWidth;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, where);
}

/**
 * How light the box's right edge is on a body row (mean luma 0–255 of a 6 × 3 px strip in the row's
 * top padding, just inside the box's edge): 255 is bare white, the scroll hint's shadow darkens it.
 * Read from a real screenshot, decoded in the page (createImageBitmap needs no network or CSP grant).
 */
export async function rightEdgeLightness(page: Page, index: number): Promise<number> {
  const clip = await page.locator(`[data-e2e-box="${index}"]`).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const innerRight = rect.left + element.clientLeft + element.clientWidth;
    // A body row in the middle of the window (clear of the sticky header and tabs).
    const rows = [...element.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect());
    const row = rows.find((r) => r.top > window.innerHeight * 0.3 && r.bottom < window.innerHeight * 0.8) ?? rows[0];
    return { x: Math.floor(innerRight) - 8, y: Math.floor((row?.top ?? rect.top) + 2), width: 6, height: 3 };
  });
  const { luma } = await screenshotLuma(page, clip);
  return luma.reduce((sum, value) => sum + value, 0) / luma.length;
}

/**
 * Below this the edge is shaded enough to see: the hint shows (bare white reads 255, the scroll cue
 * about 190; the first hint, too faint to notice at 390 px, read about 220).
 */
export const HINT_SHOWS_BELOW = 205;
/** At or above this the edge is bare: no hint (antialiasing and hairlines stay above it). */
export const NO_HINT_FROM = 245;

/** The two rectangles share no area. */
export function apart(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width;
}

/**
 * For each box: a table wider than its box shows the hint at the start, keeps its first column in
 * place (opaque, on top) while the rest scrolls under it, and drops the hint at the end; a table
 * that fits shows no hint. Answers how many boxes scrolled.
 */
export async function checkEachTable(page: Page, boxes: TableBox[]): Promise<number> {
  let scrollable = 0;
  for (const { index, name, box } of boxes) {
    if (!box) continue;
    await setTableScroll(page, index, 'start');
    const atStart = await rightEdgeLightness(page, index);
    if (box.scrollWidth <= box.clientWidth + 1) {
      expect(atStart, `${name} fits: no scroll hint`).toBeGreaterThanOrEqual(NO_HINT_FROM);
      continue;
    }
    scrollable += 1;
    expect(atStart, `${name}: the hint shows while more lies to the right`).toBeLessThan(HINT_SHOWS_BELOW);
    const moved = await scrollTableBox(page, index, 120);
    expect(moved.scrolled, `${name} scrolled`).toBeGreaterThan(20);
    expect(Math.abs(moved.firstMoved), `${name}: the first column stays in place`).toBeLessThanOrEqual(1);
    expect(moved.secondMoved, `${name}: the other columns move`).toBeLessThanOrEqual(-moved.scrolled + 1);
    expect(moved.firstCellOnTop, `${name}: scrolled cells pass under the first column`).toBe(true);
    expect(moved.firstCellGround, `${name}: the first column is opaque`).toMatch(/^rgb\(/);
    await setTableScroll(page, index, 'end');
    expect(await rightEdgeLightness(page, index), `${name}: no hint once scrolled to the end`).toBeGreaterThanOrEqual(NO_HINT_FROM);
  }
  return scrollable;
}
