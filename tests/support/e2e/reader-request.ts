/**
 * Request headers of a reader's browser, for `request` tests of what a reader is sent. Playwright's request
 * client says "Playwright/…", which the site takes for a crawler: crawlers get a plain-text 404 instead of
 * the 404 page, and no guest session (edge.spec.ts tests that).
 */
export const AS_A_READER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36', accept: 'text/html,application/xhtml+xml' };
