import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { recordingContext } from '@tests/recording-fetch';
import { getCurrentMember, getMembersByIds } from './client';

const config = { PROFILE_API_URL: 'http://profile.test/profile' } as AppConfig;

const recording = (body: unknown, token?: string) => recordingContext(config, body, { token });

describe('profile client', () => {
  it('members by ids: [] for no ids without calling', async () => {
    const { ctx, requests } = recording({ data: { members: [] } });
    expect(await getMembersByIds(ctx, [])).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('members by ids asks for id, nickname and image and unwraps data.members', async () => {
    const member = { id: 2001, nickname: '台積電存股王', image: 'http://x.test/a.svg' };
    const { ctx, requests } = recording({ data: { members: [member, { id: 2002, nickname: '無頭像', image: '' }] } });
    expect(await getMembersByIds(ctx, [2001, 2002])).toEqual([member, { id: 2002, nickname: '無頭像', image: null }]);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://profile.test/profile/graphql/query/members');
    expect(await requests[0]?.json()).toEqual({ fields: ['id', 'nickname', 'image'], memberIds: [2001, 2002] });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('the current member is asked with the bearer token, for every current-user field', async () => {
    const member = { id: 1001, nickname: '美股小資族', image: 'http://x.test/m.svg', pCoin: 500, isBindingCellphone: null, guid: 'g' };
    const { ctx, requests } = recording({ data: { member } }, 'tok');
    expect(await getCurrentMember(ctx)).toEqual(member);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(await requests[0]?.json()).toEqual({ fields: ['id', 'nickname', 'image', 'pCoin', 'isBindingCellphone', 'guid'] });
  });

  it('the current member needs a token: 401 without calling', async () => {
    const { ctx, requests } = recording({});
    await expect(getCurrentMember(ctx)).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(0);
  });

  it('a member without pCoin is the wrong shape (502)', async () => {
    const { ctx } = recording({ data: { member: { id: 1, nickname: 'x', image: null, isBindingCellphone: true, guid: 'g' } } }, 'tok');
    await expect(getCurrentMember(ctx)).rejects.toMatchObject({ status: 502 });
  });
});
