/**
 * Run by Playwright before the guest page cache's stack starts (playwright.config.ts): waits until every
 * test stack answers, so that stack's start (KV seeding, workerd, a sandbox and its screener) takes no
 * core from theirs, which the first test waits for. Its own spec runs minutes later and waits for it.
 * Usage: node tests/e2e/after-test-stacks.ts
 */
import stacksReady from './stacks-ready.ts';

await stacksReady();
