export { getCurrentMember, getMembersByIds } from './client';
export {
  CURRENT_MEMBER_FIELDS,
  CurrentMemberSchema,
  MEMBER_SUMMARY_FIELDS,
  MemberResponseSchema,
  MembersResponseSchema,
  MemberSummarySchema,
  type CurrentMember,
  type MemberSummary,
} from './schemas';
