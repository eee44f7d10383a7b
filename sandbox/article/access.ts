import type { Context } from 'hono';
import { findAccountByMemberId } from '../accounts.ts';
import type { SandboxUser, VerifyBearer } from '../auth-types.ts';
import type { Content } from '../content/index.ts';
import { SandboxHttpError } from '../http-errors.ts';

/** Who is calling: a member, a guest (valid guest token), anonymous (no token) or a bad token. */
export interface Caller {
  /** Null for guests, anonymous callers and bad tokens. */
  memberId: number | null;
  /** An Authorization header was sent but did not verify (expired, forged, malformed). */
  badToken: boolean;
}

export async function callerOf(c: Context, verifyBearer: VerifyBearer): Promise<Caller> {
  const header = c.req.header('authorization');
  if (!header) return { memberId: null, badToken: false };
  let user: SandboxUser | null;
  try {
    user = await verifyBearer(header);
  } catch {
    user = null;
  }
  if (!user) return { memberId: null, badToken: true };
  return { memberId: user.isGuest ? null : user.memberId, badToken: false };
}

/**
 * Calls that only make sense for a member (unlocking, the unlocked list, deleting, drafts).
 * A bad token is told apart from a guest so the app knows to refresh it rather than ask for a login.
 */
export function requireMember(caller: Caller): number {
  if (caller.badToken) throw new SandboxHttpError(401, 'invalidToken', 'the bearer token is invalid or expired');
  if (caller.memberId === null) throw new SandboxHttpError(401, 'loginRequired', '此功能需要登入才能使用。');
  return caller.memberId;
}

/** Calls that answer "nothing" to guests (roles, ownership) but still reject a bad token. */
export function rejectBadToken(caller: Caller): void {
  if (caller.badToken) throw new SandboxHttpError(401, 'invalidToken', 'the bearer token is invalid or expired');
}

/** Roles: an admin (GET /api/Role answers "admin") may act for every author (decision 028). */
export const isAdminMember = (memberId: number | null): boolean => memberId !== null && (findAccountByMemberId(memberId)?.roles ?? []).includes('admin');

/**
 * The authors a member may write, preview and delete for: those listed on the demo account
 * (`authorizedAuthorIds`), plus any author of type `member` that is the member themself (a writer's
 * own author); an admin, every author.
 */
export function writableAuthorIds(content: Content, memberId: number | null): Set<number> {
  const ids = new Set<number>();
  if (memberId === null) return ids;
  if (isAdminMember(memberId)) return new Set(content.authors.keys());
  for (const id of findAccountByMemberId(memberId)?.authorizedAuthorIds ?? []) ids.add(id);
  for (const author of content.authors.values()) {
    if (author.type === 'member' && author.memberId === memberId) ids.add(author.id);
  }
  return ids;
}

export const canWriteFor = (content: Content, memberId: number | null, authorId: number): boolean => writableAuthorIds(content, memberId).has(authorId);
