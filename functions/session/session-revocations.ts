import { MEMBER_SESSION_MAX_AGE_SECONDS } from './member-session';

/**
 * Server-side state for member sessions (decision 021): a member cookie names its
 * session (`sid`), and signing out records that id here, so every copy of the cookie — another
 * tab, a stolen copy — stops counting as a member at once, not when its access token expires.
 *
 * Workers KV, key `revoked-session:<sid>`, kept as long as a member cookie can live. KV reads are
 * eventually consistent (a revocation can take up to 60 s to reach other locations); decision 021
 * says why that is acceptable: the provider revokes the tokens in the same sign-out, and the
 * services refuse them at once, so no copied cookie can spend or read member data in that window.
 */
export interface SessionRevocations {
  isRevoked(sid: string): Promise<boolean>;
  revoke(sid: string): Promise<void>;
}

const KEY_PREFIX = 'revoked-session:';
/** Session ids are 128-bit random values in base64url (newSessionId, session.ts). */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

export function kvSessionRevocations(kv: KVNamespace): SessionRevocations {
  return {
    async isRevoked(sid) {
      if (!SESSION_ID.test(sid)) return true; // not one this site wrote
      return (await kv.get(KEY_PREFIX + sid)) !== null;
    },
    async revoke(sid) {
      if (!SESSION_ID.test(sid)) return;
      await kv.put(KEY_PREFIX + sid, String(Date.now()), { expirationTtl: MEMBER_SESSION_MAX_AGE_SECONDS });
    },
  };
}

/** The Worker's revocation store, or undefined where the binding is absent (unit tests of other parts). */
export function sessionRevocationsOf(env: { SESSIONS?: KVNamespace }): SessionRevocations | undefined {
  return env.SESSIONS ? kvSessionRevocations(env.SESSIONS) : undefined;
}
