import { base64url } from 'jose';
import * as v from 'valibot';

/**
 * What the session cookie holds (decision 008). One shape for guests and members, so sign-in
 * swaps the contents of the same cookie instead of adding a second one. Field names are
 * the OAuth token-set names, as the provider sends them; `exp` is the access token's expiry in Unix
 * seconds, kept beside it so a reader can tell an old session without parsing the token.
 *
 * Nothing here is trusted because it decrypted: the access token is still verified against the
 * identity JWKS on every request (access-token-verifier.ts).
 */
export const SessionPayloadSchema = v.object({
  kind: v.picklist(['guest', 'member']),
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  id_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
  refresh_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
  exp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /**
   * OIDC Session Management `session_state` from the sign-in callback (members signed in through the
   * browser only): the client's session monitor posts it to the provider's check_session iframe.
   */
  session_state: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(512))),
  /**
   * A member session's id (session-revocations.ts): given at sign-in, kept through renewals, and
   * recorded as revoked at sign-out, so copies of the cookie end with it.
   */
  sid: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});
export type SessionPayload = v.InferOutput<typeof SessionPayloadSchema>;

/** A new member session id: 128 random bits, base64url (22 characters). */
export function newSessionId(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}
