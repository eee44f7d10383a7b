import { percentDecodedOrSelf } from './percent-decode';
import { safeReturnPath } from './return-path';

/**
 * `/auth/{from}` (auth layout): the sign-in landing that sends the reader to `{from}` once
 * signed in. `{from}` is the rest of the path, slashes and all: `/auth/stock/NVDA/info?x=1` returns to
 * `/stock/NVDA/info?x=1` (a catch-all route, so a return path needs no encoded slashes, which the edge
 * layer refuses in any path). The path is judged by the same same-site rule as `/login?from=`
 * (safeReturnPath); anything it refuses becomes `/`, never another site.
 */
export const AUTH_LANDING_PATH = '/auth';

export interface AuthLandingTarget {
  /** Where to go after signing in: a same-site path (normalised), `/` when nothing usable was given. */
  target: string;
  /** `{from}` was given but refused (another site, a scheme, a hostile or over-long path). */
  refused: boolean;
}

// `/auth/javascript:alert(1)`, `/auth/https://evil.example`: the first segment names a URL scheme.
// As a path on this site it would only be a 404; it is somebody's attempt at another address, so
// it is refused outright (its decoded form too: `/auth/javascript%3Aalert(1)`).
const SCHEME_FIRST_SEGMENT = /^\/[a-z][a-z0-9+.-]*:/iu;

/**
 * The landing's target, from the request's raw path (still percent-encoded; `/auth`, `/auth/…`) and
 * its search (`?…` or ''). Never throws.
 */
export function authLandingTarget(pathname: string, search: string): AuthLandingTarget {
  if (pathname !== AUTH_LANDING_PATH && !pathname.startsWith(`${AUTH_LANDING_PATH}/`)) return { target: '/', refused: true };
  const rest = pathname.slice(AUTH_LANDING_PATH.length);
  // `/auth`, `/auth/`: nothing to return to but home.
  if (rest === '' || rest === '/') return { target: '/', refused: false };
  if (SCHEME_FIRST_SEGMENT.test(rest) || SCHEME_FIRST_SEGMENT.test(percentDecodedOrSelf(rest))) return { target: '/', refused: true };
  const candidate = `${rest}${search}`;
  const target = safeReturnPath(candidate);
  return { target, refused: target === '/' && candidate !== '/' };
}

/** The landing for a return path (already safe): `/auth/stock/NVDA/info`; `/auth` for home. */
export function authLandingHref(target: string): string {
  const safe = safeReturnPath(target);
  return safe === '/' ? AUTH_LANDING_PATH : `${AUTH_LANDING_PATH}${safe}`;
}
