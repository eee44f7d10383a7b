/**
 * Client JavaScript a page makes the browser download, gzip-compressed as a CDN would send it:
 * load the page in Chromium (and, on a page with the price chart, wait until the chart has loaded its
 * library), collect every script response, gzip each body and sum.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

export interface ClientJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export async function measureClientJs(urls: readonly string[]): Promise<Map<string, ClientJs>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = new Map<string, ClientJs>();
  try {
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: Promise<Buffer | null>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      // The price chart fetches its library only after the page is interactive, which on a busy
      // machine can be after the first quiet half-second: wait for it, so the chart is counted.
      const chart = page.locator('[data-testid="price-chart"]');
      if ((await chart.count()) > 0) {
        await page.waitForFunction(() => document.querySelector('[data-testid="price-chart"]')?.getAttribute('data-status') !== 'loading', undefined, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
      }
      const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
      results.set(url, { files: scripts.length, rawBytes: scripts.reduce((sum, b) => sum + b.length, 0), gzipBytes: scripts.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

// `node scripts/bench/client-js.ts URL…` prints the figures on their own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  for (const [url, js] of await measureClientJs(urls.length ? urls : ['http://localhost:8787/'])) {
    console.log(`${url}: ${js.files} scripts, ${(js.rawBytes / 1024).toFixed(1)} KiB raw, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip`);
  }
}
