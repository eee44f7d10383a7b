import { expect, test } from '../support/e2e/worker-tab.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';

/**
 * A page opened at an address with a #fragment (a shared link to a section, the CSV import's answer,
 * 顯示全部) hydrates its streamed sections from the server's HTML: none is thrown away and rendered
 * again in the browser when the router learns the fragment after hydrating, so no second copy of a
 * section waits hidden in the document, and the address keeps its fragment (decision 056).
 */

test.afterEach(async () => {
  await setKnobs({});
});

/** Boundary markers removed from the document while their section was still streaming ($?) or waiting for its reveal ($~): React client-rendered that section. */
const RECORD_THROWN_AWAY = () => {
  const thrown: string[] = [];
  (window as unknown as { __thrownAway: string[] }).__thrownAway = thrown;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node.nodeType === Node.COMMENT_NODE && (node.nodeValue === '$?' || node.nodeValue === '$~')) thrown.push(node.nodeValue);
    }
  }).observe(document, { childList: true, subtree: true });
};

test('a stock page opened at #stock-articles hydrates its slow articles section from the server, once', async ({ page }) => {
  // The articles about the stock arrive 3 s after the rest: hydration has long committed by then.
  await setKnobs({ latency: 'article=3000' });
  await page.addInitScript(RECORD_THROWN_AWAY);
  await page.goto('/stock/NVDA/info#stock-articles');

  const articles = page.getByTestId('stock-info-articles').getByTestId('stock-article');
  await expect(articles.first()).toBeVisible();
  // React owns the section's rows (hydrated, or made by a client render): whatever it was going to do to it is done.
  await expect.poll(() => articles.evaluateAll((rows) => rows.length > 0 && rows.every((row) => Object.keys(row).some((key) => key.startsWith('__reactProps$'))))).toBe(true);

  expect(await page.evaluate(() => (window as unknown as { __thrownAway: string[] }).__thrownAway)).toEqual([]);
  await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
  // Each row once in the whole document: the ones shown are all there are.
  const shown = await articles.count();
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByTestId('stock-article')).toHaveCount(shown);
  await expect(page.getByTestId('stock-info-articles')).toHaveCount(1);
  expect(new URL(page.url()).hash).toBe('#stock-articles');
});
