/**
 * Which pages the service worker keeps for reading offline, and how many: the articles the reader opened
 * recently, within a budget (decision 055, the offline part). An article page is mostly its text, a
 * good thing to have on a train; other pages (prices, lists) are stale the moment the network goes.
 *
 * Budget: at most RECENT_ARTICLES_MAX pages of at most ARTICLE_MAX_BYTES each as stored (decoded HTML,
 * which Cache Storage keeps uncompressed), plus the style sheets they link (one per build, about 40 kB):
 * at most about 3.3 MB on the device, usually far less (a typical article page is 60–150 kB).
 * Only responses HTTP lets the browser keep are stored: a guest's page is `private, no-cache` (this
 * browser may keep it), a member's `private, no-store` (functions/guest-token.ts), so a member's page or an
 * unlocked paid article never stays behind after sign-out.
 */
export const RECENT_ARTICLES_MAX = 8;
export const ARTICLE_MAX_BYTES = 400_000;

/** `/article/123`: an article's page (not its list, preview or purchase pages). */
export function isArticlePath(pathname: string): boolean {
  return /^\/article\/\d+$/.test(pathname);
}

/** Whether a response to an article navigation may be kept: a whole 200 HTML page HTTP lets the browser store. */
export function isStorable(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[,\s])no-store([,\s]|$)/.test(cacheControl);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The page's <title>, without the site's name after it; null when it has none. */
export function articleTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  const text = match[1].replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '').trim();
  const title = text.replace(/\s*[-|｜]\s*美股通$/, '').trim();
  return title || null;
}

/** The same-origin style sheets a page links (`/assets/….css`): kept beside it so it reads as it looked. */
export function linkedStyleSheets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    // A first visit's page has the sheet inline and its link as media="print" (functions/first-visit-styles.ts).
    if (!/\brel=["']?stylesheet\b/i.test(tag) || /\bmedia=["']?print\b/i.test(tag)) continue;
    const href = /\bhref=["']?(\/assets\/[^"'\s>]+\.css)/i.exec(tag)?.[1];
    if (href) found.add(href);
  }
  return [...found];
}

export interface KeptArticle {
  url: string;
  storedAt: number;
}

/** The kept pages beyond the budget's count, oldest first out: what to delete after keeping a new one. */
export function articlesOverBudget(kept: readonly KeptArticle[]): string[] {
  return [...kept]
    .sort((a, b) => b.storedAt - a.storedAt)
    .slice(RECENT_ARTICLES_MAX)
    .map((article) => article.url);
}
