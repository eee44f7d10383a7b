import type { EdgeContext } from '../edge-env';
import * as v from 'valibot';
import { MEMBER_SESSION_MAX_AGE_SECONDS } from '../session/member-session';
import { signInWithOneTap } from './one-tap-sign-in';
import { sessionSetCookie } from '../session/session-cookie';
import type { SessionResolver } from '../session/session-resolver';
import { parseConfig } from '@/lib/config';

/**
 * POST /auth/one-tap `{ credential }` (same origin only): the one-tap credential becomes a member
 * session (one-tap-sign-in.ts). Answers the provider's result shape: 200
 * `{ status: "success", isNewUser }` with the session cookie set, or 4xx/5xx `{ status: "fail",
 * errorStatus }` and no session — the client raises `signupOrLogin_fail`.
 */
const MAX_BODY_BYTES = 8 * 1024;
const OneTapBodySchema = v.object({ credential: v.pipe(v.string(), v.minLength(1), v.maxLength(4096), v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)) });

const failure = (c: EdgeContext, status: 400 | 413 | 415 | 502, errorStatus: string) => c.json({ status: 'fail', errorStatus }, status, { 'cache-control': 'no-store' });

export async function oneTap(c: EdgeContext, resolver: SessionResolver): Promise<Response> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return failure(c, 415, 'invalid_request');
  const raw = await c.req.text();
  if (raw.length > MAX_BODY_BYTES) return failure(c, 413, 'invalid_request');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return failure(c, 400, 'invalid_request');
  }
  const parsed = v.safeParse(OneTapBodySchema, body);
  if (!parsed.success) return failure(c, 400, 'invalid_token');

  const config = parseConfig(c.env);
  const url = new URL(c.req.url);
  try {
    const outcome = await signInWithOneTap({ config, verifier: resolver.verifierFor(config), origin: url.origin, credential: parsed.output.credential });
    if (outcome.status === 'fail') return failure(c, 400, outcome.errorStatus);
    const cookie = await sessionSetCookie(url, outcome.member.session, config.SESSION_SECRET, { maxAgeSeconds: MEMBER_SESSION_MAX_AGE_SECONDS });
    return new Response(JSON.stringify({ status: 'success', isNewUser: outcome.isNewUser }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'set-cookie': cookie },
    });
  } catch (err) {
    console.error('[auth] one-tap sign-in failed', err);
    return failure(c, 502, 'login_failed');
  }
}
