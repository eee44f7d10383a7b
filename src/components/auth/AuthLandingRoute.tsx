import { AuthLanding } from './AuthLanding';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { AUTH_LANDING_PATH, authLandingTarget } from '@/lib/http/auth-landing';
import { getRequest, redirect } from '@/lib/server/request-context';

/**
 * /auth and /auth/{from}: decided before anything streams. The target is read from the request's raw
 * path, not from the route's segments (the router drops empty segments, which would turn
 * `/auth//evil.example` into an innocent-looking `/evil.example`); an RSC request (a client
 * navigation) carries the route elsewhere, so there the segments are used — the same rule judges both.
 *
 * - A member goes straight to the target (nothing to sign in for).
 * - A refused `{from}` (another site, a scheme, a hostile or over-long path) is redirected to `/auth`,
 *   the landing whose target is home: the address bar then says where signing in will lead.
 * - Otherwise the landing.
 */
export function AuthLandingRoute({ segments, query }: { segments: readonly string[]; query: string | undefined }) {
  const url = new URL(getRequest().url);
  const fromRequest = url.pathname === AUTH_LANDING_PATH || url.pathname.startsWith(`${AUTH_LANDING_PATH}/`);
  const { target, refused } = fromRequest ? authLandingTarget(url.pathname, url.search) : authLandingTarget([AUTH_LANDING_PATH, ...segments].join('/'), query ? `?${query}` : '');
  if (getSignedInMemberId() !== null) return redirect(target);
  if (refused) return redirect(AUTH_LANDING_PATH);
  return <AuthLanding target={target} />;
}
