import { readFileSync } from 'node:fs';
import { mulberry32 } from '../../sandbox/market/prng.ts';
import { CookieJar } from './http-timing.ts';
import { runLoadLoop } from './load-step.ts';

/**
 * A reader-like mix of requests for the soak: every page type, the stock tabs of the
 * S&P 500 (so the per-symbol caches and the directory fill up), the redirects (/stock/{id} → info,
 * lower-case ids, /stock/{id}/finance), RSC payloads of client navigations, crawler files, search,
 * 404s and hostile paths. Links to categories, tags, authors and articles are taken from the site
 * itself (home and /article), so the mix follows the content. A seeded generator makes reruns ask
 * for the same sequence.
 *
 * A share of it (HEAVY_SHARE) asks for the heaviest articles of the hostile fixture (SANDBOX_FIXTURES,
 * sandbox/content/fixtures/hostile.json) on URLs no one asked for before (`?u=<n>`), so neither the
 * guest page cache nor a browser's would answer them: every one is rendered and its body sanitised,
 * as for readers arriving on links with their own tracking queries.
 */
const STOCK_TABS = ['', '/info', '/price', '/dividend', '/news', '/discussion', '/finance', '/finance/income-statement', '/finance/balance-sheet', '/technical-analysis', '/profile', '/earningsCall'];
const SEARCHES = ['蘋果', 'AAPL', 'nvda', '台積電', '降息', '%E0%A4%A', 'a'.repeat(300), '<script>'];

/** Articles 9003 and 9004: ~200,000 characters of nesting and misnesting; 900: the XSS vectors; 9001 and 9002: parser traps. */
export const HEAVY_ARTICLES = [9003, 9004, 900, 9001, 9002] as const;
/** The default share of the mix. */
export const HEAVY_SHARE = 0.06;

function sp500Symbols(): string[] {
  const csv = readFileSync(new URL('../../../shared/data/listings/sp500-constituents.csv', import.meta.url), 'utf8');
  return csv
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .filter((symbol) => /^[A-Z.]+$/.test(symbol));
}

async function siteLinks(origin: string): Promise<string[]> {
  const links = new Set<string>();
  for (const page of ['/', '/article']) {
    const html = await (await fetch(origin + page, { headers: { accept: 'text/html' } })).text();
    for (const [, href] of html.matchAll(/href="(\/(?:article|category|tag|author)\/[^"#?]+)"/g)) if (href) links.add(href);
  }
  return [...links];
}

/** A function that answers the next path of the mix. */
export async function mixedPaths(origin: string, seed = 12, heavyShare = HEAVY_SHARE, heavyArticles: readonly number[] = HEAVY_ARTICLES): Promise<() => string> {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const symbols = sp500Symbols();
  const links = await siteLinks(origin);
  if (links.length === 0) throw new Error(`no article, category, tag or author links on ${origin}`);
  let unique = 0;
  return () => {
    if (random() < heavyShare) {
      unique += 1;
      // Twice as many of the two longest bodies (9003, 9004) as of the others.
      const id = pick([...heavyArticles, ...heavyArticles.filter((heavy) => heavy === 9003 || heavy === 9004)]);
      return `${random() < 0.7 ? '/article' : '/onlyarticlecontent'}/${id}?u=${unique}`;
    }
    const r = random();
    if (r < 0.08) return '/';
    if (r < 0.4) return `/stock/${pick(symbols)}${pick(STOCK_TABS)}`;
    if (r < 0.45) return `/stock/${pick(symbols).toLowerCase()}/info`;
    if (r < 0.7) return pick(links);
    if (r < 0.73) return '/article';
    if (r < 0.77) return `/search/${encodeURIComponent(pick(SEARCHES))}`;
    if (r < 0.83) return `/RSC/R/stock/${pick(symbols)}/info.txt`;
    if (r < 0.85) return `/RSC/R/${pick(links).slice(1)}.txt`;
    if (r < 0.87) return '/robots.txt';
    if (r < 0.89) return '/sitemap.xml';
    if (r < 0.93) return `/no/such/page/${Math.floor(random() * 1e6)}`;
    if (r < 0.95) return `/stock/NOSUCH${Math.floor(random() * 1e4)}/info`;
    if (r < 0.97) return `/onlyarticlecontent/${pick(links.filter((l) => l.startsWith('/article/')).map((l) => l.slice('/article/'.length))) ?? '101'}`;
    return `/${'../'.repeat(3)}%00${pick(['etc/passwd', 'RSC/F/x.txt', 'stock/%FF'])}`;
  };
}

export interface MixedResult {
  requests: number;
  seconds: number;
  /** Status → count ('error' for no answer). */
  statuses: Record<string, number>;
}

/** `count` requests from `next`, `clients` at a time, half as a returning guest (cookie), half as a new one; bodies read whole. */
export async function mixedLoad(origin: string, next: () => string, count: number, clients: number): Promise<MixedResult> {
  const jar = new CookieJar();
  let sent = 0;
  const { statuses, seconds } = await runLoadLoop(clients, () => {
    if (sent >= count) return null;
    sent += 1;
    const returning = sent % 2 === 0;
    return {
      url: origin + next(),
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (soak) Chrome/131.0 Safari/537.36', ...(returning ? { cookie: jar.header() } : {}) },
      ...(returning ? { onResponse: (res: Response) => jar.store(res) } : {}),
    };
  });
  return { requests: count, seconds, statuses };
}
