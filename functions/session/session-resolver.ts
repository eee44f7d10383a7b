import type { AppConfig } from '@/lib/config';
import { isBot } from '@/lib/http/bots';
import { UPSTREAM_TIMEOUT_MS } from '@/lib/upstream/http';
import { type AccessTokenVerifier, createAccessTokenVerifier } from './access-token-verifier';
import { clearNoticeSetCookie, readNotice } from './auth-notice';
import type { AuthNotice } from '@/lib/server/request-session';
import { mintGuestSession } from './guest-session';
import { MEMBER_SESSION_MAX_AGE_SECONDS, type MemberSession } from './member-session';
import { clientKey, isPageNavigation } from './page-request';
import type { RequestAuth, RequestSession } from '@/lib/server/request-auth';
import type { SessionPayload } from './session';
import { clearSessionSetCookie, readSession, sessionSetCookie } from './session-cookie';
import { isRefreshDue } from '@/lib/auth/refresh-window';
import { createSessionRefresher, SessionEndedError } from './session-refresh';
import { SingleFlight } from '@/lib/runtime/single-flight';
import type { SessionRevocations } from './session-revocations';

/**
 * What a request's session cookie amounts to (decision 008), shared by the guest-token
 * middleware (every page and RSC request) and POST /auth/session (the client's refresh timer):
 *
 * 1. open the cookie and verify its access token;
 * 2. a member session whose token expires within the refresh lead (10 min) is renewed with its
 *    refresh token; if the provider refuses, the session has ended: the cookie is cleared, a guest
 *    token is minted and the logged-out dialog is due (the reader is told their session ended);
 * 3. with no valid token, a person's page navigation gets a guest token (one per browser burst);
 * 4. a pending notice cookie (set by /logout or a failed callback) is read once on a page navigation.
 */
export interface ResolvedSession extends RequestSession {
  /** Set-Cookie values to send with the answer (a renewed or new session, a cleared session). */
  setCookies: string[];
  /**
   * Clears the notice cookie once the notice has been shown: to be sent only with a page that renders
   * (not with a redirect, or the notice would be lost on the way — e.g. a guard sending a guest from
   * /article/purchase to /article).
   */
  noticeShownCookie: string | null;
  /** True when a new or renewed session cookie is among setCookies. */
  sessionCookieSet: boolean;
  /** Identity gave no guest token where one was required: the caller answers 500 「token取得失敗」. */
  tokenFailure: boolean;
}

/** A browser's concurrent first requests share one mint for this long after it succeeds. */
export const MINT_SHARE_WINDOW_MS = 5_000;

export interface SessionResolver {
  resolve(request: Request, config: AppConfig, options?: ResolveOptions): Promise<ResolvedSession>;
  verifierFor(config: AppConfig): AccessTokenVerifier;
  /** Renews a member session now (refresh token) — the one-tap and callback routes reuse the verifier. */
  refresher: ReturnType<typeof createSessionRefresher>;
}

export interface ResolveOptions {
  /** Mint a guest token even for a request that is not a page navigation. */
  forceMint?: boolean;
  /** Revoked member sessions (the SESSIONS KV namespace); a revoked one counts as ended. */
  revocations?: SessionRevocations | undefined;
}

interface Minted {
  auth: RequestAuth;
  setCookie: string;
}

export function createSessionResolver(options: { fetch?: typeof fetch | undefined } = {}): SessionResolver {
  // Per resolver = per isolate in the worker (the edge layer is built once).
  const verifiers = new Map<string, AccessTokenVerifier>();
  const refresher = createSessionRefresher({ fetch: options.fetch });
  const mints = new SingleFlight<Minted>({ lingerMs: MINT_SHARE_WINDOW_MS, followerTimeoutMs: UPSTREAM_TIMEOUT_MS + 1_000, maxKeys: 1_000 });

  const verifierFor = (config: AppConfig): AccessTokenVerifier => {
    let verifier = verifiers.get(config.IDENTITY_URL);
    if (!verifier) {
      verifier = createAccessTokenVerifier({ config, fetch: options.fetch });
      verifiers.set(config.IDENTITY_URL, verifier);
    }
    return verifier;
  };

  async function mint(config: AppConfig, verifier: AccessTokenVerifier, url: URL): Promise<Minted> {
    const guest = await mintGuestSession(config, verifier, options.fetch);
    return { auth: guest.auth, setCookie: await sessionSetCookie(url, guest.session, config.SESSION_SECRET) };
  }

  async function checkSessionUrl(verifier: AccessTokenVerifier): Promise<string | null> {
    try {
      return (await verifier.discovery()).check_session_iframe ?? null;
    } catch {
      return null;
    }
  }

  async function resolve(request: Request, config: AppConfig, resolveOptions: ResolveOptions = {}): Promise<ResolvedSession> {
    const url = new URL(request.url);
    const verifier = verifierFor(config);
    const navigation = isPageNavigation(request);
    const result: ResolvedSession = { auth: null, notice: null, sessionState: null, checkSessionUrl: null, setCookies: [], noticeShownCookie: null, sessionCookieSet: false, tokenFailure: false };

    if (navigation) {
      result.notice = readNotice(request);
      if (result.notice) result.noticeShownCookie = clearNoticeSetCookie(url);
    }

    let session: SessionPayload | null = await readSession(request, config.SESSION_SECRET);
    let ended = false;
    if (session?.kind === 'member' && session.sid && (await resolveOptions.revocations?.isRevoked(session.sid))) {
      // Signed out (in this browser or another holding a copy of the cookie): over here too.
      console.info('[auth] member session was signed out; this copy of its cookie ends too');
      ended = true;
      session = null;
      result.notice = 'logged-out';
    }
    if (session) {
      const verified = await verifier.verify(session.access_token);
      if (verified.status === 'valid') result.auth = { kind: session.kind, accessToken: session.access_token, claims: verified.claims };
      else if (verified.status === 'invalid') console.warn(`[auth] session cookie not trusted (invalid: ${verified.reason})`);

      const lifetime = verified.status === 'valid' && verified.claims.iat ? verified.claims.exp - verified.claims.iat : null;
      // A member cookie is ours (sealed), so its refresh token may be tried even when the access token
      // no longer verifies for another reason (the provider rotated its keys): the provider decides.
      const due = verified.status === 'expired' || verified.status === 'invalid' || (verified.status === 'valid' && isRefreshDue(verified.claims.exp, lifetime));
      if (session.kind === 'member' && session.refresh_token && due) {
        try {
          const renewed: MemberSession = await refresher.refresh(session, config, verifier);
          session = renewed.session;
          result.auth = renewed.auth;
          result.setCookies.push(await sessionSetCookie(url, session, config.SESSION_SECRET, { maxAgeSeconds: MEMBER_SESSION_MAX_AGE_SECONDS }));
          result.sessionCookieSet = true;
        } catch (err) {
          // Refused: the session is over. Unreachable: keep a token that still works, else it is over too
          // (the reader is told, and nothing they were doing is lost: a page renders as a guest).
          if (err instanceof SessionEndedError || !result.auth) {
            console.info(`[auth] member session ended: ${err instanceof Error ? err.message : String(err)}`);
            ended = true;
            result.auth = null;
            session = null;
            result.notice = 'logged-out';
          } else {
            console.warn('[auth] refresh failed; the current token is still valid, retrying at the next request', err);
          }
        }
      }
      if (session?.kind === 'member' && result.auth) {
        result.sessionState = session.session_state ?? null;
        if (result.sessionState) result.checkSessionUrl = await checkSessionUrl(verifier);
      }
    }

    const bot = isBot(request.headers.get('user-agent'));
    if (!result.auth && !bot && (navigation || ended || resolveOptions.forceMint)) {
      try {
        const { value } = await mints.run(`${url.origin}\n${clientKey(request)}`, () => mint(config, verifier, url));
        result.auth = value.auth;
        result.setCookies.push(value.setCookie);
        result.sessionCookieSet = true;
      } catch (err) {
        console.error('[auth] guest token failed:', err);
        // After an ended session, a failed guest token shows the API error dialog; a first
        // visit without any token gets the 500 page.
        if (ended) result.notice = 'api-error' satisfies AuthNotice;
        else result.tokenFailure = true;
      }
    }
    // An ended session whose place no guest session took is removed outright.
    if (ended && !result.sessionCookieSet) result.setCookies.push(clearSessionSetCookie(url));
    return result;
  }

  return { resolve, verifierFor, refresher };
}
