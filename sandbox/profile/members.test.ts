import { describe, expect, it } from 'vitest';
import { findOrCreateMemberByEmail } from '../identity/members.ts';
import { createSandboxStorage } from '../storage.ts';
import { COMMUNITY_MEMBER_LAST_ID, COMMUNITY_MEMBERS } from './community.ts';
import { findMember, findMembers } from './members.ts';

describe('community members', () => {
  it('are 2001–2030, with distinct Chinese nicknames and guids', () => {
    expect(COMMUNITY_MEMBERS.map((m) => m.memberId)).toEqual(Array.from({ length: 30 }, (_, i) => 2001 + i));
    expect(COMMUNITY_MEMBER_LAST_ID).toBe(2030);
    expect(new Set(COMMUNITY_MEMBERS.map((m) => m.nickname)).size).toBe(30);
    expect(new Set(COMMUNITY_MEMBERS.map((m) => m.guid)).size).toBe(30);
    for (const m of COMMUNITY_MEMBERS) {
      expect(m.nickname).toMatch(/[\u4e00-\u9fff]/);
      expect(m.image).toMatch(/^\/static\/avatars\/community-[1-8]\.svg$/);
    }
  });
});

describe('findMembers', () => {
  it('knows demo accounts and community members, and nobody else by default', async () => {
    const found = await findMembers(createSandboxStorage('memory'), [1001, 2030, 2031, 2000, 1005, 5000, 0, -1, 2001.5]);
    expect([...found.keys()].sort()).toEqual([1001, 2030]);
    expect(found.get(1001)).toMatchObject({ nickname: '美股小資族', image: '/static/avatars/member.svg', isBindingCellphone: true });
  });

  it('knows members created by a one-tap sign-up at the identity provider', async () => {
    const storage = createSandboxStorage('memory');
    const { member } = await findOrCreateMemberByEmail(storage, 'new.friend@example.com', '新朋友');
    expect(member.memberId).toBeGreaterThanOrEqual(5000);
    expect(await findMember(storage, member.memberId)).toEqual({
      memberId: member.memberId,
      guid: member.guid,
      nickname: '新朋友',
      image: expect.stringMatching(/^\/static\/avatars\/community-[1-8]\.svg$/),
      isBindingCellphone: null,
    });
  });

  it('survives a stored member of the wrong types', async () => {
    const storage = createSandboxStorage('memory');
    await storage.setItem('identity:members:5009', { memberId: 5009, nickname: 42, image: 'javascript:alert(1)' });
    expect(await findMember(storage, 5009)).toMatchObject({ nickname: '會員5009', image: expect.stringMatching(/^\/static\/avatars\//) });
  });
});
