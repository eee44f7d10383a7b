import * as v from 'valibot';
import type { SandboxStorage } from '../storage.ts';
import { type BrowserSessionOptions, startBrowserSession } from './browser-session.ts';
import { GOOGLE_ONE_TAP_CLIENT_ID } from './constants.ts';
import { createGoogleCredentialVerifier, type GoogleTestKey, type OneTapErrorStatus, signGoogleTestCredential } from './google-credential.ts';
import { BodyTooLargeError, type KoaContext, parseJson, readBody, sendError, sendJson } from './http.ts';
import { findOrCreateMemberByEmail } from './members.ts';

/**
 * POST /token/google-one-tap {IdToken, ClientId}: verifies a Google-style ID token
 * and answers {errorStatus, isNewUser, status, memberId}. On success the browser is also signed
 * in at the provider (session cookie in this response), so the app's following silent sign-in
 * (prompt=none) succeeds. Failures answer 400 with the same shape and status "fail".
 *
 * GET /google-test/certs and GET /google-test/credential?email=…&name=… publish the test key
 * and sign fresh credentials for demos and e2e tests.
 */
export interface OneTapResult {
  errorStatus: OneTapErrorStatus | null;
  isNewUser: boolean;
  status: 'success' | 'fail';
  memberId: number | null;
}

const OneTapRequest = v.object({ IdToken: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)), ClientId: v.pipe(v.string(), v.maxLength(256)) });

const CredentialQuery = v.object({ email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()), name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))) });

const fail = (errorStatus: OneTapErrorStatus): OneTapResult => ({ errorStatus, isNewUser: false, status: 'fail', memberId: null });

export function createOneTapHandlers(deps: { storage: SandboxStorage; googleKey: GoogleTestKey; session: BrowserSessionOptions }) {
  const verify = createGoogleCredentialVerifier(deps.googleKey);

  async function exchange(ctx: KoaContext) {
    let raw: string;
    try {
      raw = await readBody(ctx);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return sendJson(ctx, 413, fail('invalid_request'));
      throw err;
    }
    const request = v.safeParse(OneTapRequest, parseJson(raw));
    if (!request.success) return sendJson(ctx, 400, fail('invalid_request'));

    const check = await verify(request.output.IdToken, request.output.ClientId);
    if (!check.ok) return sendJson(ctx, 400, fail(check.error));

    const { member, isNewUser } = await findOrCreateMemberByEmail(deps.storage, check.claims.email, check.claims.name);
    await startBrowserSession(ctx, deps.session, { accountId: String(member.memberId), amr: ['google'] });
    const result: OneTapResult = { errorStatus: null, isNewUser, status: 'success', memberId: member.memberId };
    sendJson(ctx, 200, result);
  }

  function certs(ctx: KoaContext) {
    sendJson(ctx, 200, deps.googleKey.publicJwks);
    ctx.set('access-control-allow-origin', '*');
  }

  async function credential(ctx: KoaContext) {
    const query = v.safeParse(CredentialQuery, { email: ctx.query.email, name: ctx.query.name });
    if (!query.success) {
      return sendError(ctx, 400, 'badRequest', 'expected ?email=<address>&name=<display name, optional>');
    }
    const token = await signGoogleTestCredential(deps.googleKey, { email: query.output.email, name: query.output.name });
    // The shape of Google's CredentialResponse, so a demo can pass it on unchanged.
    sendJson(ctx, 200, { credential: token, clientId: GOOGLE_ONE_TAP_CLIENT_ID, select_by: 'user' });
  }

  return { exchange, certs, credential };
}
