import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The quote specs' frozen clock (stock-quote.spec.ts, stock-quote-bar.spec.ts): the sandbox's market
 * time (marketTime knob) on Wednesday 25 November 2026 in each session, and what the page says then.
 */

export interface SessionCase {
  session: 'preMarket' | 'intraDay' | 'afterHours';
  at: string;
  badge: string;
  /** The as-of line of the summary: which price, on the New York and the Taipei clock. */
  asOf: string;
  /** The extended-hours price's time (none in the session). */
  extendedAt: string | null;
}

export const SESSIONS: SessionCase[] = [
  { session: 'preMarket', at: '2026-11-25T13:00:00Z', badge: '盤前', asOf: '收盤 · 11/24 16:00 美東 · 11/25 05:00 台北', extendedAt: '11/25 08:00 美東' },
  { session: 'intraDay', at: '2026-11-25T17:00:00Z', badge: '盤中', asOf: '盤中 · 11/25 12:00 美東 · 11/26 01:00 台北', extendedAt: null },
  { session: 'afterHours', at: '2026-11-25T22:30:00Z', badge: '盤後', asOf: '收盤 · 11/25 16:00 美東 · 11/26 05:00 台北', extendedAt: '11/25 17:30 美東' },
];

/** Nothing in the element is cut off (its text fits its box). */
export async function expectNotClipped(locator: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await locator.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

/**
 * Keeps the page's live socket silent: it opens, and no quote comes. These specs look at what the server
 * renders at a frozen clock that they set back and forth between sessions, and the live Worker's rooms
 * and hubs keep a symbol's quote for a moment after its last reader (LIVE_GRACE_MS, the hubs' batched
 * leaves): a quote from the clock before would land on the page the next moment renders. The live quotes
 * themselves, with a clock that only runs forward, are live-quotes-reader.spec.ts's.
 */
export async function silenceLiveQuotes(page: Page): Promise<void> {
  await page.routeWebSocket(/\/live\/quotes$/, () => {});
}
