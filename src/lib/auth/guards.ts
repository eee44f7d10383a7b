import type { ArticleDetail, Ownership } from '../upstream/article';
import { UpstreamError } from '../upstream/errors';
import { ALERTS_LOGIN_REDIRECT, ALERTS_PATH } from '../alerts/alert-routes';

/**
 * Route guards (who may open which route) as pure decisions; the pages act on them with redirect()
 * / notFound() before their first <Suspense>, while the status can still change. Auth is always
 * finished on the server here (the guest-token middleware verified or replaced the session cookie
 * before rendering), so "once auth has finished" needs no waiting: the decision is made on the
 * verified claims.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

const ALLOW: GuardDecision = { kind: 'allow' };
const NOT_FOUND: GuardDecision = { kind: 'notFound' };

/** /article/purchase needs a login; otherwise → /article. */
export const PURCHASE_LOGIN_REDIRECT = '/article';
/**
 * Visitors who are not logged in may not open /watchlist; sending them home would say nothing to a
 * guest who opened a bookmark or a shared link. They land on the sign-in landing (/auth/{from}),
 * which returns them to the watchlist once signed in, and offers home instead.
 */
export const WATCHLIST_LOGIN_REDIRECT = '/auth/watchlist';

/** `memberId`: the signed-in member's id, or null for guests and anonymous requests. */
export const purchaseGuard = (memberId: number | null): GuardDecision => (memberId === null ? { kind: 'redirect', to: PURCHASE_LOGIN_REDIRECT } : ALLOW);

export const watchlistGuard = (memberId: number | null): GuardDecision => (memberId === null ? { kind: 'redirect', to: WATCHLIST_LOGIN_REDIRECT } : ALLOW);

/** 我的選股, a member's saved screens (decision 052); its forms post to the same path. Guests land on the sign-in landing, as for the watchlist. */
export const MY_SCREENS_PATH = '/screener/mine';
export const MY_SCREENS_LOGIN_REDIRECT = `/auth${MY_SCREENS_PATH}`;

export const myScreensGuard = (memberId: number | null): GuardDecision => (memberId === null ? { kind: 'redirect', to: MY_SCREENS_LOGIN_REDIRECT } : ALLOW);

/**
 * 我的持股: /portfolio and everything under it (an account, 記一筆, the import) is one member's
 * data. Guests land on the sign-in landing, which returns them to /portfolio.
 */
export const PORTFOLIO_PATH = '/portfolio';
export const PORTFOLIO_LOGIN_REDIRECT = `/auth${PORTFOLIO_PATH}`;

export const portfolioGuard = (memberId: number | null): GuardDecision => (memberId === null ? { kind: 'redirect', to: PORTFOLIO_LOGIN_REDIRECT } : ALLOW);

/** 通知 (price alerts): /alerts and 設定通知 under it are one member's alerts. Guests land on the sign-in landing, which returns them to /alerts. */
export const alertsGuard = (memberId: number | null): GuardDecision => (memberId === null ? { kind: 'redirect', to: ALERTS_LOGIN_REDIRECT } : ALLOW);

/** The author's corner (decision 028): guests sign in first and come back to it. */
export const MINE_PATH = '/article/mine';
export const MINE_LOGIN_REDIRECT = `/login?from=${encodeURIComponent(MINE_PATH)}`;

/** /article/mine needs a login (guests → sign-in, then back); which authors a member may see is the page's business. */
export const mineGuard = (memberId: number | null): GuardDecision => (memberId === null ? { kind: 'redirect', to: MINE_LOGIN_REDIRECT } : ALLOW);

/**
 * Pages that show one member's data: their answers must never sit in a shared cache. Waku gives a
 * page no say over its response headers, so the edge layer is meant to send these (and any page
 * rendered for a member) with `Cache-Control: private, no-store`.
 */
export const PRIVATE_PAGE_PATHS = ['/article/purchase', '/article/preview', '/article/mine', '/watchlist', MY_SCREENS_PATH] as const;

export function isPrivatePagePath(pathname: string): boolean {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return (PRIVATE_PAGE_PATHS as readonly string[]).includes(path) || [PORTFOLIO_PATH, ALERTS_PATH].some((root) => path === root || path.startsWith(`${root}/`));
}

// ---- /article/preview?articleId=&authorId=[&version=] ----

export interface PreviewRequest {
  articleId: number;
  authorId: number;
  /** A saved version to show instead of the current text; null for the current text. */
  version: number | null;
}

/** The article client's own id rule: 1–15 digits, no sign, no leading 0 (so never '..', '-1', '1e9'). */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/**
 * The preview's query, or null when it cannot name an article (→ 404): a missing or malformed id,
 * a given but malformed version, or any parameter given twice (this site never links like that).
 * An empty `version=` counts as no version.
 */
export function parsePreviewQuery(query: string | URLSearchParams | null | undefined): PreviewRequest | null {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? '');
  const one = (name: string): string | null | undefined => {
    const values = params.getAll(name);
    if (values.length > 1) return undefined;
    return values[0] ?? null;
  };
  const articleId = one('articleId');
  const authorId = one('authorId');
  const version = one('version');
  if (!articleId || !authorId || version === undefined) return null;
  if (!ID_PATTERN.test(articleId) || !ID_PATTERN.test(authorId)) return null;
  if (version !== null && version !== '' && !ID_PATTERN.test(version)) return null;
  return { articleId: Number(articleId), authorId: Number(authorId), version: version ? Number(version) : null };
}

/** What GET /api/Author/{id}/Ownership gave: an answer, a refusal (the caller may not ask), or a failure. */
export type OwnershipAnswer = { kind: 'answered'; ownership: Pick<Ownership, 'authorId' | 'isOwner'> } | { kind: 'refused' } | { kind: 'failed' };

/**
 * An upstream error of an author-side call, as the preview reads it: 400/401/403/404/410 mean "not for
 * you" (a bad or expired token, an unknown author or article) and end in the 404 page; anything else
 * (5xx, timeout, a broken answer) is an outage, shown as an error state — never a 5xx page.
 */
export function isRefusal(err: unknown): boolean {
  return err instanceof UpstreamError && [400, 401, 403, 404, 410].includes(err.status);
}

export type PreviewDecision = GuardDecision | { kind: 'unavailable' };

/**
 * /article/preview: finished auth (always, here) and the edit-permission check. Only a member
 * who owns the author may look; everyone else gets the 404 page, so the preview does not even
 * confirm that a draft exists.
 */
export function previewGuard(memberId: number | null, request: PreviewRequest | null, ownership: OwnershipAnswer | null): PreviewDecision {
  if (request === null || memberId === null) return NOT_FOUND;
  if (ownership === null || ownership.kind === 'refused') return NOT_FOUND;
  if (ownership.kind === 'failed') return { kind: 'unavailable' };
  const { authorId, isOwner } = ownership.ownership;
  return isOwner && authorId === request.authorId ? ALLOW : NOT_FOUND;
}

/**
 * The author-side article may be shown in the preview: it is the one asked for (the service answers
 * by both ids, but the page does not rely on that). Drafts, published and deleted articles are: the
 * guard already limited the page to the article's owner, and an owner may look back at what they
 * deleted (the banner says 已刪除); readers get the 404 page for it everywhere else.
 */
export function isPreviewable(article: Pick<ArticleDetail, 'articleId' | 'authorId'>, request: PreviewRequest): boolean {
  return article.articleId === request.articleId && article.authorId === request.authorId;
}
