import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page's style sheets have loaded and apply, and its web fonts are in. A page opened with
 * `waitUntil: 'commit'` (to see what streams first) has its DOM laid out as soon as the HTML arrives, style
 * sheet or not: boxes measured before the sheet applies are the browser's defaults (body margin 8 px,
 * full-width blocks), not the page's. `link.sheet` is set only once the sheet has loaded; the preflight's
 * `margin: 0` on the body says it applies.
 */
export async function waitForStyles(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
          return links.length > 0 && links.every((link) => link.sheet !== null) && getComputedStyle(document.body).marginTop === '0px' && document.fonts.status === 'loaded';
        }),
      { message: 'the style sheets and fonts have loaded', timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * The height of a section still showing its skeleton (a `role="status"` inside it), measured once the
 * style sheets apply, in one look together with the proof that the skeleton was still there.
 */
export async function skeletonHeight(page: Page, section: Locator, what: string): Promise<number> {
  await waitForStyles(page);
  const skeleton = await section.evaluate((el) => ({ height: el.getBoundingClientRect().height, loading: el.querySelector('[role="status"]') !== null }));
  expect(skeleton.loading, `${what} were still on their way when the skeleton was measured`).toBe(true);
  return skeleton.height;
}
