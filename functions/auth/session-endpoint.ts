import type { EdgeContext } from '../edge-env';
import * as v from 'valibot';
import { buildClientAuthState } from '@/lib/auth/client-auth-state-builder';
import { clearSessionSetCookie, readSession, sessionCookieName } from '../session/session-cookie';
import { sessionRevocationsOf } from '../session/session-revocations';
import { endMemberSession } from './end-member-session';
import type { SessionResolver } from '../session/session-resolver';
import { parseConfig } from '@/lib/config';

/**
 * POST /auth/session (same origin only): the client's AuthRuntime asks here
 * - when its refresh timer fires (a page left open): the resolver renews a member session that is
 *   due, exactly as a page request would, and the answer is the new ClientAuthState (never a token);
 * - with `{ "event": "provider-session-changed" }` when the session monitor saw the provider session
 *   end elsewhere: the member session is ended here too and a guest token minted (notice logged-out).
 * A session that ended (refused refresh) answers status guest/anonymous with notice "logged-out",
 * or "api-error" when no guest token could be had either.
 */
const BodySchema = v.object({ event: v.optional(v.picklist(['refresh', 'provider-session-changed'])) });

export async function sessionEndpoint(c: EdgeContext, resolver: SessionResolver): Promise<Response> {
  const raw = await c.req.text();
  let body: unknown = {};
  try {
    if (raw.length > 1024) throw new Error('too large');
    if (raw.trim()) body = JSON.parse(raw);
  } catch {
    return c.json({ error: 'invalid_request' }, 400, { 'cache-control': 'no-store' });
  }
  const parsed = v.safeParse(BodySchema, body);
  if (!parsed.success) return c.json({ error: 'invalid_request' }, 400, { 'cache-control': 'no-store' });

  const config = parseConfig(c.env);
  const url = new URL(c.req.url);
  let request = c.req.raw;
  const endedElsewhere = parsed.output.event === 'provider-session-changed';
  const revocations = sessionRevocationsOf(c.env);
  if (endedElsewhere) {
    // The provider session is over: so is this member session, in every copy of its cookie.
    await endMemberSession(await readSession(request, config.SESSION_SECRET), { config, resolver, revocations });
    // Resolve as if the cookie were gone: a guest token is minted for this browser.
    const headers = new Headers(request.headers);
    headers.delete('cookie');
    request = new Request(request.url, { method: 'POST', headers });
  }
  const resolved = await resolver.resolve(request, config, { forceMint: endedElsewhere, revocations });
  const state = buildClientAuthState(resolved, config);
  if (endedElsewhere) state.notice = resolved.auth ? 'logged-out' : 'api-error';

  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  const setCookies = [...resolved.setCookies];
  if (endedElsewhere && !setCookies.some((cookie) => cookie.startsWith(`${sessionCookieName(url)}=`))) setCookies.push(clearSessionSetCookie(url));
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(state), { status: 200, headers });
}
