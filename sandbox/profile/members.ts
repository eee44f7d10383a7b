import { findAccountByMemberId } from '../accounts.ts';
import { findIdentityMember } from '../identity/members.ts';
import type { SandboxStorage } from '../storage.ts';
import { communityAvatar, findCommunityMember } from './community.ts';

/**
 * Everyone the profile service knows: the demo accounts (1001–1004), the community members who
 * post in the forum (2001–2030) and members created by one-tap sign-in (5000 and up), which the
 * identity provider keeps in sandbox storage (read through its `findIdentityMember`).
 */
export interface MemberRecord {
  memberId: number;
  guid: string;
  nickname: string;
  /** Site-relative (`/static/…`); services answer it as an absolute URL. */
  image: string;
  isBindingCellphone: boolean | null;
}

function builtInMember(memberId: number): MemberRecord | undefined {
  const demo = findAccountByMemberId(memberId);
  if (demo) {
    const { guid, nickname, image, isBindingCellphone } = demo;
    return { memberId, guid, nickname, image, isBindingCellphone };
  }
  const community = findCommunityMember(memberId);
  if (community) {
    const { guid, nickname, image } = community;
    return { memberId, guid, nickname, image, isBindingCellphone: null };
  }
  return undefined;
}

/** A one-tap member (5000 and up) as the identity provider stored it. */
async function storedMember(storage: SandboxStorage, memberId: number): Promise<MemberRecord | undefined> {
  const member = await findIdentityMember(storage, memberId);
  if (!member) return undefined;
  return {
    memberId,
    // Stored state may be old or hand-edited: never trust its types.
    guid: typeof member.guid === 'string' ? member.guid : '',
    nickname: typeof member.nickname === 'string' && member.nickname.trim() ? member.nickname.trim() : `會員${memberId}`,
    // One-tap members have no picture of their own: give them one of the community drawings.
    image: typeof member.image === 'string' && member.image.startsWith('/') ? member.image : communityAvatar(memberId),
    isBindingCellphone: null,
  };
}

/** Looks members up; the answer holds the known ones only, keyed by member id. */
export async function findMembers(storage: SandboxStorage, memberIds: readonly number[]): Promise<Map<number, MemberRecord>> {
  const found = new Map<number, MemberRecord>();
  const lookups = [...new Set(memberIds)].map(async (id) => {
    const member = builtInMember(id) ?? (await storedMember(storage, id));
    if (member) found.set(id, member);
  });
  await Promise.all(lookups);
  return found;
}

export async function findMember(storage: SandboxStorage, memberId: number): Promise<MemberRecord | undefined> {
  return (await findMembers(storage, [memberId])).get(memberId);
}
