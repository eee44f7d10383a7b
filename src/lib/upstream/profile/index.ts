export { getCurrentMember, getMembersByIds } from './client';
export type { CurrentMember, MemberSummary } from './schemas';
