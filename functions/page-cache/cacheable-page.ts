import type { RouteRequest } from '../router-request';
import { isPrivatePagePath } from '@/lib/auth/guards';
import { sha256Hex } from '@/lib/runtime/sha256-hex';
import { presetBySlug } from '@/lib/screener/presets';

/**
 * Which pages the guest page cache may keep (decision 030): an allowlist of the public reading pages,
 * so a page added later that shows something personal is never shared by mistake. The author's
 * corner, the preview, purchases, the watchlist, sign-in and every other route render per request.
 */
const PUBLIC_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/stock\/[^/]+(\/[^/]+){0,3}$/,
  /^\/article$/,
  /^\/article\/\d{1,12}$/,
  /^\/onlyarticlecontent\/\d{1,12}$/,
  /^\/(category|tag|author)\/[^/]+$/,
  /^\/search(\/[^/]+)?$/,
  // The same for every guest: `?mine=1` narrows to a watchlist for members only, who are never served from the cache.
  /^\/calendar$/,
  // The screener: the same screen for everyone (its presets below; a member's saved screens are not among them).
  /^\/screener$/,
];

const isPublicScreener = (routePath: string): boolean => routePath === '/screener' || isPresetPath(routePath);
const isPresetPath = (routePath: string): boolean => routePath.startsWith('/screener/') && presetBySlug(routePath.slice('/screener/'.length)) !== undefined;

/** A member's own page is never public, whichever pattern above would take it in (/screener/mine beside /screener/{preset}). */
export const isPublicRoutePath = (routePath: string): boolean => !isPrivatePagePath(routePath) && (PUBLIC_ROUTES.some((route) => route.test(routePath)) || isPresetPath(routePath));

/** How long a kept page is served as it is, and how long after that it may still be served while a new render runs. */
export interface PageCacheTimes {
  freshSeconds: number;
  staleWhileRevalidateSeconds: number;
}

/**
 * Pages that show live quotes (home's indices and movers, every stock page, the screener) are kept 15 s, the
 * quotes' own edge-cache TTL (decision 009), so the page adds at most that to a price's age. Article
 * pages and lists are kept 60 s, like the article lists' upstream TTL; a deletion retires them at
 * once through the content generation in the key.
 */
export function pageCacheTimes(routePath: string): PageCacheTimes {
  const quotes = routePath === '/' || routePath.startsWith('/stock/') || isPublicScreener(routePath);
  return { freshSeconds: quotes ? 15 : 60, staleWhileRevalidateSeconds: 60 };
}

/** Who the render was for: a page for a guest and one for a visitor without a session differ (the silent-login probe). */
export type PageVariant = 'guest' | 'anonymous';

export interface PageCacheKeyParts {
  origin: string;
  route: RouteRequest;
  variant: PageVariant;
  buildId: string;
  contentGeneration: string;
  /** Waku's X-Waku-Etags of an RSC request (layouts the client already holds are skipped): part of the key. */
  clientEtags: string | null;
}

/**
 * The Cache API key of a page (a GET URL that is never fetched). Everything the render depends on is
 * in it: the build (a deploy changes every asset name), the article content generation (a deletion),
 * the variant, document or RSC, the route and its query, and the RSC request's etags. Nothing else of
 * the request reaches the render of a public page for a guest: no cookie, no header (decision 030).
 */
export async function pageCacheKey(parts: PageCacheKeyParts): Promise<Request> {
  const etags = parts.clientEtags ? await sha256Hex(parts.clientEtags) : '-';
  const path = `/__guest-page/v1/${enc(parts.buildId)}/${enc(parts.contentGeneration)}/${parts.variant}/${parts.route.kind}/${etags}`;
  // A document's page gets its query from Waku re-serialised (`url.searchParams.toString()`): `?&&`, `?x=1&`
  // or `?%64ate=…` render as `` / `x=1` / `date=…` do, and must not each be a render and an entry.
  // An RSC request's query reaches the page as it was sent.
  const query = parts.route.kind === 'document' ? new URLSearchParams(parts.route.query).toString() : parts.route.query;
  const search = new URLSearchParams({ path: parts.route.path, query });
  return new Request(`${parts.origin}${path}?${search.toString()}`);
}

const enc = (value: string): string => encodeURIComponent(value || '-');
