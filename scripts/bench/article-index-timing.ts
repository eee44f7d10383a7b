/**
 * The benchmark's measurements of the article index at the edge (decision 029): the
 * Cron Trigger's refresh, and article pages of ids never visited before.
 */
import { CookieJar, median, timePage } from './http-timing.ts';

export const ARTICLE_INDEX_CRON = '*/10 * * * *';

async function setArticleLatency(sandboxUrl: string, ms: number): Promise<void> {
  const res = await fetch(`${sandboxUrl}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ latency: ms === 0 ? '' : `article=${ms}` }) });
  if (!res.ok) throw new Error(`sandbox knobs: ${res.status}`);
}

/**
 * Fires the article index's Cron Trigger and waits until the index lists `articleId` (its page's
 * headers then arrive long before a slowed article service answers). Answers the time taken; leaves
 * the sandbox latency at 0.
 */
export async function refreshArticleIndex(origin: string, sandboxUrl: string, articleId: number): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      await setArticleLatency(sandboxUrl, 0);
      const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(ARTICLE_INDEX_CRON)}`);
      if (!res.ok) throw new Error(`scheduled handler: ${res.status} ${await res.text()}`);
      const elapsed = performance.now() - started;
      await setArticleLatency(sandboxUrl, 1_500);
      const probeStarted = performance.now();
      const probe = await fetch(`${origin}/article/${articleId}`);
      const headersMs = performance.now() - probeStarted;
      await probe.body?.cancel();
      if (probe.ok && headersMs < 750) return elapsed;
    }
  } finally {
    await setArticleLatency(sandboxUrl, 0);
  }
  throw new Error(`${origin}: the article index did not list article ${articleId}`);
}

/** First visits to distinct article pages (each id once, never before): median TTFB and full load. */
export async function distinctArticlePages(origin: string, ids: readonly number[]): Promise<{ ttfb: number; full: number; statuses: number[] }> {
  const jar = new CookieJar();
  await timePage(`${origin}/robots.txt`, jar);
  await timePage(`${origin}/`, jar); // the guest token, so every measured visit is a returning visitor's
  const samples = [];
  for (const id of ids) samples.push(await timePage(`${origin}/article/${id}`, jar));
  return { ttfb: median(samples.map((s) => s.ttfbMs)), full: median(samples.map((s) => s.fullMs)), statuses: [...new Set(samples.map((s) => s.status))] };
}
