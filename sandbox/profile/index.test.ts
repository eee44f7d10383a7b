import { describe, expect, it } from 'vitest';
import type { SandboxUser } from '../auth-types.ts';
import { findOrCreateMemberByEmail } from '../identity/members.ts';
import { createSandboxStorage } from '../storage.ts';
import { createWallet } from '../wallet.ts';
import { createProfileService } from './index.ts';

/** Fake bearer check: `Bearer member-<id>` is that member, `Bearer guest` a guest, anything else invalid. */
const verifyBearer = async (authorization: string | undefined | null): Promise<SandboxUser | null> => {
  const token = authorization?.replace(/^Bearer /, '');
  if (token === 'guest') return { sub: 'guest-1', memberId: null, guid: 'guest-guid', isGuest: true };
  const match = /^member-(\d+)$/.exec(token ?? '');
  return match ? { sub: match[1]!, memberId: Number(match[1]), guid: `token-guid-${match[1]}`, isGuest: false } : null;
};

function setup() {
  const storage = createSandboxStorage('memory');
  const wallet = createWallet(storage);
  const app = createProfileService({ storage, verifyBearer, publicUrl: 'http://sandbox.test', wallet });
  const call = (path: string, body: unknown, token?: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { storage, wallet, call };
}

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

describe('profile service: /graphql/query/members', () => {
  it('answers only the requested fields of known members, in the order asked, images absolute', async () => {
    const { call } = setup();
    const res = await call('/graphql/query/members', { fields: ['id', 'nickname', 'image'], memberIds: [2001, 404, 1001, 2001] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        members: [
          { id: 2001, nickname: '台積電存股王', image: 'http://sandbox.test/static/avatars/community-1.svg' },
          { id: 1001, nickname: '美股小資族', image: 'http://sandbox.test/static/avatars/member.svg' },
        ],
      },
    });
    const onlyNames = await (await call('/graphql/query/members', { fields: ['nickname'], memberIds: [1002] })).json();
    expect(onlyNames).toEqual({ data: { members: [{ nickname: '華爾街觀察家' }] } });
  });

  it("knows one-tap members from the identity provider's storage", async () => {
    const { storage, call } = setup();
    const { member } = await findOrCreateMemberByEmail(storage, 'one.tap@example.com', '一鍵登入者');
    const body = await (await call('/graphql/query/members', { fields: ['id', 'nickname'], memberIds: [member.memberId, 5999] })).json();
    expect(body).toEqual({ data: { members: [{ id: member.memberId, nickname: '一鍵登入者' }] } });
  });

  it('answers an empty list for no ids', async () => {
    const { call } = setup();
    expect(await (await call('/graphql/query/members', { fields: ['id'], memberIds: [] })).json()).toEqual({ data: { members: [] } });
  });

  it('rejects unknown fields, naming them', async () => {
    const { call } = setup();
    const error = await expectError(await call('/graphql/query/members', { fields: ['id', 'pCoin'], memberIds: [1001] }), 400, 'badQuery');
    expect(error.message).toContain('unknown field "pCoin"');
  });

  it.each([
    ['non-JSON', '{fields:'],
    ['empty body', ''],
    ['no fields', { memberIds: [1001] }],
    ['empty fields', { fields: [], memberIds: [1001] }],
    ['fields not a list', { fields: 'id', memberIds: [1001] }],
    ['no memberIds', { fields: ['id'] }],
    ['string ids', { fields: ['id'], memberIds: ['1001'] }],
    ['fractional ids', { fields: ['id'], memberIds: [1001.5] }],
    ['negative ids', { fields: ['id'], memberIds: [-1] }],
    ['huge ids', { fields: ['id'], memberIds: [1e30] }],
    ['too many ids', { fields: ['id'], memberIds: Array.from({ length: 201 }, (_, i) => i + 1) }],
    ['__proto__ field', { fields: ['__proto__'], memberIds: [1001] }],
    ['null', null],
  ])('rejects %s with 400 JSON', async (_label, body) => {
    const { call } = setup();
    await expectError(await call('/graphql/query/members', body), 400);
  });
});

describe('profile service: /graphql/query/member', () => {
  const ALL = ['id', 'nickname', 'image', 'pCoin', 'isBindingCellphone', 'guid'];

  it('answers the signed-in member with the live pCoin balance', async () => {
    const { call, wallet } = setup();
    const before = await (await call('/graphql/query/member', { fields: ALL }, 'member-1001')).json();
    expect(before).toEqual({
      data: {
        member: { id: 1001, nickname: '美股小資族', image: 'http://sandbox.test/static/avatars/member.svg', pCoin: 500, isBindingCellphone: true, guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001' },
      },
    });
    await wallet.charge(1001, 120, 'unlock:article:1');
    const after = await (await call('/graphql/query/member', { fields: ['pCoin'] }, 'member-1001')).json();
    expect(after).toEqual({ data: { member: { pCoin: 380 } } });
  });

  it('answers isBindingCellphone null where unknown', async () => {
    const { call } = setup();
    const body = await (await call('/graphql/query/member', { fields: ['isBindingCellphone'] }, 'member-1004')).json();
    expect(body).toEqual({ data: { member: { isBindingCellphone: null } } });
  });

  it('answers a one-tap member, with 0 pCoin', async () => {
    const { storage, call } = setup();
    const { member } = await findOrCreateMemberByEmail(storage, 'new@example.com', '新會員');
    const body = await (await call('/graphql/query/member', { fields: ['guid', 'pCoin', 'nickname'] }, `member-${member.memberId}`)).json();
    expect(body).toEqual({ data: { member: { guid: member.guid, pCoin: 0, nickname: '新會員' } } });
  });

  it("fills a stored member's missing guid from the token", async () => {
    const { storage, call } = setup();
    await storage.setItem('identity:members:5050', { memberId: 5050, nickname: '舊資料' });
    const body = await (await call('/graphql/query/member', { fields: ['guid'] }, 'member-5050')).json();
    expect(body).toEqual({ data: { member: { guid: 'token-guid-5050' } } });
  });

  it('answers 401 without a token, with a bad token and for a guest', async () => {
    const { call } = setup();
    await expectError(await call('/graphql/query/member', { fields: ['id'] }), 401, 'unauthorized');
    await expectError(await call('/graphql/query/member', { fields: ['id'] }, 'forged'), 401, 'unauthorized');
    await expectError(await call('/graphql/query/member', { fields: ['id'] }, 'guest'), 401, 'unauthorized');
  });

  it('answers 404 for a valid member token whose member has no profile', async () => {
    const { call } = setup();
    await expectError(await call('/graphql/query/member', { fields: ['id'] }, 'member-7777'), 404, 'memberNotFound');
  });

  it.each([
    ['non-JSON', 'nope'],
    ['unknown field', { fields: ['id', 'password'] }],
    ['no fields', {}],
    ['numbers as fields', { fields: [1] }],
  ])('rejects %s with 400 JSON', async (_label, body) => {
    const { call } = setup();
    await expectError(await call('/graphql/query/member', body, 'member-1001'), 400);
  });
});
