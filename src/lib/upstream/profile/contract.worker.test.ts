import { describe, expect, inject, it } from 'vitest';
import { sandboxContext } from '@tests/upstream-context';
import { getCurrentMember, getMembersByIds } from './client';

/** Each profile client function against the running sandbox: a successful parse is the contract. */
describe('profile contract', () => {
  it('members by ids answers known members with absolute images', async () => {
    const members = await getMembersByIds(sandboxContext(), [1001, 2001, 999_999]);
    expect(members.map((m) => m.id)).toEqual([1001, 2001]);
    expect(members[0]?.nickname).toBe('美股小資族');
    for (const member of members) expect(member.image).toMatch(/^http:\/\//);
  });

  it('the signed-in member carries a pCoin balance and a guid', async () => {
    const member = await getCurrentMember(sandboxContext('member'));
    expect(member).toMatchObject({ id: 1001, nickname: '美股小資族', isBindingCellphone: true });
    expect(member.pCoin).toBeGreaterThanOrEqual(0);
    expect(member.guid).toBe('6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001');
    expect(member.image).toMatch(/^http:\/\//);
  });

  it('answers 401 to a guest token and to a forged token', async () => {
    const res = await fetch(`${inject('sandboxUrl')}/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'usstock-web', grant_type: 'guest' }),
    });
    const { access_token: guestToken } = (await res.json()) as { access_token: string };
    expect(guestToken).toEqual(expect.any(String));
    await expect(getCurrentMember({ ...sandboxContext(), token: guestToken })).rejects.toMatchObject({ status: 401 });
    await expect(getCurrentMember({ ...sandboxContext(), token: 'not-a-token' })).rejects.toMatchObject({ status: 401 });
  });
});
