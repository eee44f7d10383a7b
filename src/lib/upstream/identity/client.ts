import * as v from 'valibot';
import { upstreamRequest, type UpstreamContext } from '../http';
import { DiscoverySchema, GoogleOneTapResultSchema, GuestTokenSchema, HasLoggedInSchema, type Discovery, type GoogleOneTapResult, type GuestToken, type HasLoggedIn } from './schemas';

/** The grant type of an anonymous guest token. */
export const GUEST_GRANT_TYPE = 'guest';

/**
 * POST /token (form client_id, grant_type=guest): an anonymous guest token.
 * A failure here becomes a 500 "token取得失敗"; that is the caller's decision.
 */
export function requestGuestToken(ctx: UpstreamContext): Promise<GuestToken> {
  return upstreamRequest(ctx, {
    service: 'identity',
    method: 'POST',
    path: '/token',
    form: { client_id: ctx.config.OIDC_CLIENT_ID, grant_type: GUEST_GRANT_TYPE },
    credentials: 'include',
    schema: GuestTokenSchema,
  });
}

/** GET /has-logged-in: whether this browser signed in at the provider before (its cookies decide). */
export function hasLoggedIn(ctx: UpstreamContext): Promise<HasLoggedIn> {
  return upstreamRequest(ctx, { service: 'identity', path: '/has-logged-in', credentials: 'include', schema: HasLoggedInSchema });
}

/**
 * The service answers a refused credential with 400 and a normal result body (status "fail").
 * That is an answer, not a failure of the call: hand it to the parser as if it were a 200.
 * Any other 400 (or a body of another shape) still becomes an UpstreamError.
 */
function acceptFailAnswer(baseFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const res = await baseFetch(input, init);
    if (res.status !== 400) return res;
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = v.safeParse(GoogleOneTapResultSchema, body);
    if (!parsed.success || parsed.output.status !== 'fail') return res;
    return new Response(JSON.stringify(parsed.output), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * POST /token/google-one-tap {IdToken, ClientId}: exchanges a one-tap credential. A refused
 * credential resolves with status "fail" and its errorStatus (the caller raises signupOrLogin_fail).
 */
export function exchangeGoogleOneTap(ctx: UpstreamContext, credential: { idToken: string }): Promise<GoogleOneTapResult> {
  return upstreamRequest(
    { ...ctx, fetch: acceptFailAnswer(ctx.fetch ?? ((input, init) => fetch(input, init))) },
    {
      service: 'identity',
      method: 'POST',
      path: '/token/google-one-tap',
      json: { IdToken: credential.idToken, ClientId: ctx.config.GOOGLE_CLIENT_ID },
      credentials: 'include',
      schema: GoogleOneTapResultSchema,
    },
  );
}

/** GET /.well-known/openid-configuration: where to send sign-in, token, sign-out and session checks. */
export function getDiscovery(ctx: UpstreamContext): Promise<Discovery> {
  return upstreamRequest(ctx, { service: 'identity', path: '/.well-known/openid-configuration', schema: DiscoverySchema });
}
