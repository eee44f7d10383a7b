import { waitForHttp } from '../../scripts/lib/processes.ts';
import { E2E_WORKERS, stackFor } from './stacks.ts';

/**
 * Playwright's global setup, run once its web servers have started: every test stack answers before
 * the first test. Playwright starts web servers one after another and waits for each one's URL before
 * the next; the test stacks are started without a URL but the last (playwright.config.ts), so they
 * start side by side, and this waits for all of them.
 */
export default async function stacksReady(): Promise<void> {
  await Promise.all(Array.from({ length: E2E_WORKERS }, (_, index) => waitForHttp(`http://localhost:${stackFor(index).port}/robots.txt`, 240_000)));
}
