/**
 * When a member session is renewed: a refresh is due 10 minutes before the session expires.
 * The server renews at the first request inside that window (session-resolver.ts); the browser's
 * timer (AuthRuntime) only makes sure a page left open sends such a request. Both read this rule, so
 * the timer never fires before the server would renew. Pure: it ships to the browser too.
 */
export const REFRESH_LEAD_SECONDS = 10 * 60;

/**
 * The lead for a token of this lifetime: 10 minutes, but never more than half the lifetime, so a
 * token forced short for a test (say 40 s) is not "due" the moment it is issued.
 */
export function refreshLeadSeconds(lifetimeSeconds: number | null | undefined): number {
  if (!lifetimeSeconds || lifetimeSeconds <= 0) return REFRESH_LEAD_SECONDS;
  return Math.min(REFRESH_LEAD_SECONDS, Math.floor(lifetimeSeconds / 2));
}

export function isRefreshDue(expiresAt: number, lifetimeSeconds: number | null | undefined, nowSeconds = Date.now() / 1000): boolean {
  return expiresAt - nowSeconds <= refreshLeadSeconds(lifetimeSeconds);
}
