import { expect } from '@playwright/test';
import { setKnobs } from './sandbox-knobs.ts';
import { appOrigin } from '../../e2e/stacks.ts';

/** A crawler's user agent: crawlers wait for the article and get its true status (decision 029). */
export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Milliseconds until the response headers of `path` arrive (fetch resolves at the headers, before the body). */
export async function timeToHeaders(path: string, headers: Record<string, string> = {}): Promise<{ ms: number; response: Response }> {
  const started = performance.now();
  const response = await fetch(`${appOrigin()}${path}`, { headers, redirect: 'manual' });
  return { ms: performance.now() - started, response };
}

/**
 * Fires the article index's Cron Trigger (decision 029) through Miniflare's /cdn-cgi/handler/scheduled,
 * and waits until the index lists `articleId`: with the article service slowed down, that article's
 * page answers long before the service does. Leaves the sandbox knobs reset.
 */
export async function refreshArticleIndex(articleId: number): Promise<void> {
  try {
    await expect
      .poll(
        async () => {
          // Fired again while the index does not list it: a sandbox still warming up may have timed the refresh out.
          await setKnobs({});
          const res = await fetch(`${appOrigin()}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/10 * * * *')}`);
          expect(res.status).toBe(200);
          await setKnobs({ latency: 'article=1500' });
          const { ms, response } = await timeToHeaders(`/article/${articleId}`);
          await response.body?.cancel();
          return ms;
        },
        { timeout: 40_000, intervals: [250] },
      )
      .toBeLessThan(1_000);
  } finally {
    await setKnobs({});
  }
}
