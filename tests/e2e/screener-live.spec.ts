import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { appOrigin } from './stacks.ts';

/**
 * A ranking while New York trades: its figures move, and its rows take their new places as they move,
 * the ranks numbered again, so the list never contradicts itself (live-rank.ts). The quotes are written
 * by the test into the page's own socket (Playwright's routeWebSocket), so which row overtakes which is
 * certain; the snapshot is built with the sandbox's market clock in Tuesday's session, the session the
 * stack's sandbox has built its screener for.
 */
const IN_SESSION = '2026-11-24T16:00:00Z';
const SCREENER_CRON = '4-59/5 * * * *';

async function refreshScreener(): Promise<void> {
  const res = await fetch(`${appOrigin()}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(SCREENER_CRON)}`, { signal: AbortSignal.timeout(60_000) });
  expect(res.status).toBe(200);
}

interface ShownRow {
  id: string;
  rank: string;
  figure: number;
}

const shownRows = (page: Page): Promise<ShownRow[]> =>
  page
    .getByTestId('screener-row')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        id: row.getAttribute('data-stock-id') ?? '',
        rank: row.querySelector('[data-testid="screener-rank"]')?.textContent ?? '',
        figure: Number(row.getAttribute('data-live-rank-value')),
      })),
    );

/** A whole quote for `symbol`, a minute after the snapshot's, at `changePercent`. */
const quoteFrame = (symbol: string, changePercent: number) =>
  JSON.stringify({
    type: 'quotes',
    quotes: [
      {
        symbol,
        price: 100,
        change: changePercent,
        changePercent,
        volume: 1_000_000,
        session: 'intraDay',
        time: '2026-11-24T16:01:00.000Z',
        tradingDate: '2026-11-24',
        extendedHours: null,
        delayed: false,
      },
    ],
  });

test.afterEach(async () => {
  await setKnobs({});
  await refreshScreener();
});

test('漲幅排行 re-ranks as its figures move: a row that overtakes takes its place, the ranks follow, the list stays in order', async ({ page }) => {
  await setKnobs({ marketTime: IN_SESSION });
  await refreshScreener();
  let socket: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/live\/quotes$/, (route) => {
    socket = route;
  });
  await page.goto('/screener/gainers');
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => socket !== undefined, { message: 'the page never opened its live socket', timeout: 15_000 }).toBe(true);

  const before = await shownRows(page);
  expect(before.length).toBeGreaterThan(3);
  expect(before.slice(0, 3).map((row) => row.rank)).toEqual(['1', '2', '3']);
  const [first, , third] = before;
  const last = before.at(-1)!;

  // The third overtakes the first: it leads, and the ranks are numbered again from 1.
  socket!.send(quoteFrame(third!.id, first!.figure + 5));
  await expect.poll(async () => (await shownRows(page))[0]?.id).toBe(third!.id);
  const after = await shownRows(page);
  expect(after.map((row) => row.rank)).toEqual(before.map((row) => row.rank));
  expect(after.map((row) => row.id).slice(0, 3)).toEqual([third!.id, first!.id, before[1]!.id]);
  await expect(page.locator(`[data-stock-id="${third!.id}"] [data-live~="changePercent"]`)).toHaveText(/^\+/);

  // The leader falls below the last: it goes to the bottom.
  socket!.send(quoteFrame(third!.id, last.figure - 1));
  await expect.poll(async () => (await shownRows(page)).at(-1)?.id).toBe(third!.id);
  const figures = (await shownRows(page)).map((row) => row.figure);
  expect(figures).toEqual([...figures].sort((a, b) => b - a));
});
