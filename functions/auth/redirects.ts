import { safeReturnPath } from '@/lib/http/return-path';

/**
 * Redirect answers of the auth routes: never cached, carrying the cookies the route set. One helper
 * for every auth redirect, so none forgets `cache-control: no-store` or one of its Set-Cookie lines
 * (`Response.redirect` would not do: its headers are immutable).
 */
export function redirectWithCookies(location: string, setCookies: readonly string[], status: 302 | 303 = 302): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(null, { status, headers });
}

/** Where the reader came from: `from` if given, else the Referer when it is this site, else home. */
export function returnPathOf(request: Request, from: string | null | undefined): string {
  if (from !== null && from !== undefined) return safeReturnPath(from);
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return '/';
    return safeReturnPath(`${url.pathname}${url.search}`);
  } catch {
    return '/';
  }
}
