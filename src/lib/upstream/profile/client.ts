import { POLICIES } from '../cache-policy';
import { upstreamRequest, type UpstreamContext } from '../http';
import { CURRENT_MEMBER_FIELDS, MEMBER_SUMMARY_FIELDS, MemberResponseSchema, MembersResponseSchema, type CurrentMember, type MemberSummary } from './schemas';

/** POST /graphql/query/members: id, nickname and image of members. No ids → [] without a call. */
export async function getMembersByIds(ctx: UpstreamContext, memberIds: readonly number[]): Promise<MemberSummary[]> {
  if (memberIds.length === 0) return [];
  return upstreamRequest(ctx, {
    service: 'profile',
    method: 'POST',
    path: '/graphql/query/members',
    cache: POLICIES.members,
    json: { fields: MEMBER_SUMMARY_FIELDS, memberIds },
    schema: MembersResponseSchema,
  });
}

/** POST /graphql/query/member: the signed-in member's profile and pCoin balance (needs a member token). */
export function getCurrentMember(ctx: UpstreamContext): Promise<CurrentMember> {
  return upstreamRequest(ctx, { service: 'profile', method: 'POST', path: '/graphql/query/member', json: { fields: CURRENT_MEMBER_FIELDS }, auth: true, schema: MemberResponseSchema });
}
