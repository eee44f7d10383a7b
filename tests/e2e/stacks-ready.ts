import { waitForHttp } from '../../scripts/lib/processes.ts';
import { E2E_WORKERS, stackFor } from './stacks.ts';

/**
 * Playwright's global setup, run once its web servers have started: every test stack answers before
 * the first test. Playwright starts web servers one after another and waits for each one's URL before
 * the next; the test stacks are started without a URL but the last (playwright.config.ts), so they
 * start side by side, and this waits for all of them, for their symbol directories and screener snapshots: `stack.ts serve`
 * fills them at start (a new deployment's first Cron Trigger), and no search waits on a fill (the
 * suggestions answer 503 until it is done), so a spec's first search must not come before it.
 */
export default async function stacksReady(): Promise<void> {
  const stacks = Array.from({ length: E2E_WORKERS }, async (_, index) => {
    const origin = `http://localhost:${stackFor(index).port}`;
    await waitForHttp(`${origin}/robots.txt`, 240_000);
    await waitForHttp(`${origin}/api/stock-suggestions?q=nvda`, 120_000);
    // The screener's snapshot likewise (its count answers 503 until the first fill is in).
    await waitForHttp(`${origin}/screener/count.json`, 180_000);
  });
  await Promise.all(stacks);
}
