import 'server-only';
import { env } from 'cloudflare:workers';
import { getSignedInMemberId } from '../auth/current-user';
import { type MemberStore, memberStoreOf } from './member-store';

/**
 * For server components: the store of the member this request is signed in as (the verified session's
 * member id), or null for a guest or an anonymous request. The edge layer, which Waku's build also loads
 * in Node, takes its namespace from its own context instead (memberStoreOf).
 */
export function signedInMemberStore(): MemberStore | null {
  const memberId = getSignedInMemberId();
  return memberId === null ? null : memberStoreOf((env as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES, memberId);
}
