import { AUTH_EVENTS } from '@/lib/auth/client-auth-state';

/**
 * The browser side of the one-tap exchange: the Google credential goes to the Worker's
 * `POST /auth/one-tap`, which calls the identity provider and, on success, has already set the
 * member session cookie. Kept apart from the React component so the contract handling is tested
 * without a DOM; the Worker endpoint itself is tested end to end by the lead.
 */
export const ONE_TAP_ENDPOINT = '/auth/one-tap';
/** A hung exchange must end in the fail event rather than leave the visitor waiting forever. */
export const ONE_TAP_TIMEOUT_MS = 10_000;

/** `errorStatus` values made in the browser, next to the provider's (invalid_token, token_expired…). */
export const CLIENT_ERROR_STATUS = {
  /** The request never got an answer (offline, timeout). */
  network: 'network_error',
  /** An answer that is not the endpoint's JSON contract (a 5xx page, a proxy error). */
  unexpected: 'unexpected_response',
} as const;

export type OneTapExchangeResult = { ok: true; isNewUser: boolean } | { ok: false; errorStatus: string };

const MAX_ERROR_STATUS_LENGTH = 64;

/** Reads the endpoint's answer: 200 `{status:'success', isNewUser}` or 4xx `{status:'fail', errorStatus}`. */
export function readOneTapAnswer(httpStatus: number, body: unknown): OneTapExchangeResult {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (httpStatus >= 200 && httpStatus < 300 && answer.status === 'success') {
    return { ok: true, isNewUser: answer.isNewUser === true };
  }
  const errorStatus = answer.errorStatus;
  if (answer.status === 'fail' && typeof errorStatus === 'string' && errorStatus !== '') {
    // The code travels on into an event detail; an odd one from a broken proxy stays short.
    return { ok: false, errorStatus: errorStatus.slice(0, MAX_ERROR_STATUS_LENGTH) };
  }
  return { ok: false, errorStatus: CLIENT_ERROR_STATUS.unexpected };
}

export async function exchangeOneTapCredential(credential: string, fetchImpl: typeof fetch = fetch, timeoutMs: number = ONE_TAP_TIMEOUT_MS): Promise<OneTapExchangeResult> {
  let response: Response;
  try {
    response = await fetchImpl(ONE_TAP_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credential }), signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return { ok: false, errorStatus: CLIENT_ERROR_STATUS.network };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A body cut off by a dropped connection ends here too; either way it is no contract answer.
    body = undefined;
  }
  return readOneTapAnswer(response.status, body);
}

export interface OneTapCredentialDeps {
  fetch?: typeof fetch;
  /** Where the auth events go: `window` in the browser. */
  events: EventTarget;
  /** `router.reload()` of Waku: re-renders the page with the member session the Worker just set. */
  reload: () => Promise<void>;
}

/**
 * Exchanges a credential and tells the page: success raises the login event and reloads the
 * route; a refusal or a network error raises `signupOrLogin_fail` with its `errorStatus`.
 */
export async function handleOneTapCredential(credential: string, deps: OneTapCredentialDeps): Promise<OneTapExchangeResult> {
  const result = await exchangeOneTapCredential(credential, deps.fetch ?? fetch);
  if (result.ok) {
    deps.events.dispatchEvent(new CustomEvent(AUTH_EVENTS.login));
    try {
      await deps.reload();
    } catch (err) {
      // The session is set; the next navigation shows it even if this refetch failed.
      console.warn('[one-tap] signed in, but the page could not be refreshed', err);
    }
  } else {
    deps.events.dispatchEvent(new CustomEvent(AUTH_EVENTS.signupOrLoginFail, { detail: { errorStatus: result.errorStatus } }));
  }
  return result;
}
