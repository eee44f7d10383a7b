/**
 * The benchmark's measurements of the symbol directory at the edge: the Cron Trigger's
 * refresh, cold stock pages over symbols never visited before, and the search suggestions.
 */
import { CookieJar, median, timePage } from './http-timing.ts';

export const CRON = '17 * * * *';

/**
 * Fires the worker's Cron Trigger (Miniflare's /cdn-cgi/handler/scheduled, which `wrangler dev`
 * exposes) and waits until the suggestions answer from the filled directory. Answers the time taken.
 */
export async function refreshDirectory(origin: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CRON)}`);
  if (!res.ok) throw new Error(`scheduled handler: ${res.status} ${await res.text()}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}/api/stock-suggestions?q=nvda`);
    if (answer.ok && ((await answer.json()) as { items: unknown[] }).items.length > 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin}: the directory did not fill`);
}

/** Symbols the benchmark visits once each, never before (so neither the worker nor the edge cache has seen them). */
export const DISTINCT_SYMBOLS = [
  'KO',
  'PEP',
  'JPM',
  'XOM',
  'WMT',
  'COST',
  'ORCL',
  'CSCO',
  'ADBE',
  'CRM',
  'NKE',
  'DIS',
  'MCD',
  'HD',
  'UNH',
  'V',
  'MA',
  'BAC',
  'WFC',
  'PG',
  'JNJ',
  'MRK',
  'ABBV',
  'CVX',
  'LIN',
  'TXN',
  'QCOM',
  'HON',
  'AMGN',
  'IBM',
] as const;

/** First visits to `count` distinct stock info pages (from `offset` in DISTINCT_SYMBOLS): median TTFB and full load. */
export async function distinctStockPages(origin: string, offset: number, count: number): Promise<{ ttfb: number; full: number; statuses: number[] }> {
  const jar = new CookieJar();
  await timePage(`${origin}/robots.txt`, jar);
  await timePage(`${origin}/`, jar); // the guest token, so every measured visit is a returning visitor's
  const samples = [];
  for (const id of DISTINCT_SYMBOLS.slice(offset, offset + count)) samples.push(await timePage(`${origin}/stock/${id}/info`, jar));
  return { ttfb: median(samples.map((s) => s.ttfbMs)), full: median(samples.map((s) => s.fullMs)), statuses: [...new Set(samples.map((s) => s.status))] };
}

/** What readers type, letter by letter and whole: tickers, English and Chinese names, indices. */
export const SUGGESTION_QUERIES = [
  'n',
  'nv',
  'nvd',
  'nvda',
  'a',
  'ap',
  'app',
  'appl',
  'apple',
  'm',
  'mi',
  'mic',
  'micr',
  'micro',
  'microsoft',
  '輝',
  '輝達',
  '台',
  '台積',
  '台積電',
  '蘋',
  '蘋果',
  '特斯',
  '特斯拉',
  '標',
  '標普',
  '道瓊',
  '費半',
  '那斯達克',
  '.gspc',
  'gspc',
  'spy',
  'qqq',
  't',
  'ts',
  'tsl',
  'tsla',
  'brk',
  'brk.b',
  'goo',
  'goog',
  'googl',
  'meta',
  'amd',
  'intel',
  'intc',
  'ko',
  'pep',
  'jpm',
  'xom',
  'wmt',
  'cost',
  'v',
  'ma',
  'bank',
  'semiconductor',
  'energy',
  'gold',
  'etf',
  's&p',
  'nasdaq',
  'dow',
  'berkshire',
  'advanced micro',
  'coca',
  'pfizer',
  'novo',
  'taiwan',
  'zz',
  'x',
] as const;

export interface SuggestionTiming {
  count: number;
  p50: number;
  p95: number;
  max: number;
  maxBytes: number;
}

/** Each query once (each a different answer), timed to the last byte on loopback: the worker's time plus wrangler's proxy. */
export async function suggestionTimings(origin: string): Promise<SuggestionTiming> {
  const times: number[] = [];
  let maxBytes = 0;
  for (const q of SUGGESTION_QUERIES) {
    const started = performance.now();
    const res = await fetch(`${origin}/api/stock-suggestions?q=${encodeURIComponent(q)}`);
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`suggestions for ${q}: ${res.status}`);
    maxBytes = Math.max(maxBytes, body.byteLength);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { count: times.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? Number.NaN, maxBytes };
}
