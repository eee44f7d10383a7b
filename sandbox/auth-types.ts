/** Who is calling a sandbox service, as read from a verified bearer token. */
export interface SandboxUser {
  /** The token's `sub`: the member id as a string, or `guest-…` for a guest. */
  sub: string;
  /** Numeric member id, or null for a guest. */
  memberId: number | null;
  /** The `user_guid` claim. */
  guid: string;
  isGuest: boolean;
}

/**
 * Verifies an `Authorization` header value against the sandbox identity provider's keys.
 * Answers null when the header is missing, malformed, expired or not signed by the provider.
 */
export type VerifyBearer = (authorization: string | undefined | null) => Promise<SandboxUser | null>;
