import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenClaims } from '../upstream/identity';
import type { CurrentMember } from '../upstream/profile';
import { buildCurrentUser, guestUser, memberIdFromClaims } from './current-user-build';
import { GUEST_NICKNAME } from './current-user-model';

const EXP = 2_000_000_000;
const memberClaims = (overrides: Partial<TokenClaims> = {}): TokenClaims => ({
  sub: '1001',
  user_guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001',
  is_guest: false,
  exp: EXP,
  nickname: '美股小資族',
  ...overrides,
});
const guestClaims: TokenClaims = { sub: 'guest-abc', user_guid: 'abc', is_guest: true, exp: EXP };
const profile = (overrides: Partial<CurrentMember> = {}): CurrentMember => ({
  id: 1001,
  guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001',
  nickname: '美股小資族（個人檔案）',
  image: 'http://localhost:8788/static/avatars/member.svg',
  pCoin: 500,
  isBindingCellphone: true,
  ...overrides,
});

/** The fields of a user without roles, spelled out here rather than taken from the code under test. */
const NO_ROLES = { roles: [], authorizedAuthorIds: [], isAdmin: false, isWriter: false, isAuthor: false };
/** Every guest, whatever its guid. */
const GUEST = { id: -1, isGuest: true, nickname: '訪客', image: null, pCoin: null, isBindingCellphone: null, isLogin: false, ...NO_ROLES };

afterEach(() => vi.restoreAllMocks());

describe('buildCurrentUser: guests and anonymous requests', () => {
  it('no claims is an anonymous guest with no guid', () => {
    expect(buildCurrentUser({ claims: null, member: null, roles: [], authorizedAuthorIds: [] })).toEqual(guestUser(null));
    expect(guestUser(null)).toEqual({ ...GUEST, guid: null });
  });

  it('a guest token gives id -1, 訪客 and the guest guid, and never roles', () => {
    const user = buildCurrentUser({ claims: guestClaims, member: profile(), roles: ['admin'], authorizedAuthorIds: [1] });
    expect(user).toEqual({ ...GUEST, guid: 'abc' });
    expect(GUEST_NICKNAME).toBe('訪客');
  });
});

describe('buildCurrentUser: members', () => {
  it('takes the id from sub and completes the rest from the profile', () => {
    const user = buildCurrentUser({ claims: memberClaims(), member: profile(), roles: [], authorizedAuthorIds: [] });
    expect(user).toEqual({
      id: 1001,
      guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001',
      isGuest: false,
      nickname: '美股小資族（個人檔案）',
      image: 'http://localhost:8788/static/avatars/member.svg',
      pCoin: 500,
      isBindingCellphone: true,
      isLogin: true,
      ...NO_ROLES,
    });
  });

  it('keeps a zero balance and a null phone binding as the profile says', () => {
    const user = buildCurrentUser({ claims: memberClaims(), member: profile({ pCoin: 0, isBindingCellphone: null }), roles: [], authorizedAuthorIds: [] });
    expect(user.pCoin).toBe(0);
    expect(user.isBindingCellphone).toBeNull();
  });

  it('without the profile: the claim nickname, no balance, still logged in', () => {
    const user = buildCurrentUser({ claims: memberClaims(), member: null, roles: ['writer'], authorizedAuthorIds: [] });
    expect(user).toMatchObject({ id: 1001, nickname: '美股小資族', pCoin: null, image: null, isBindingCellphone: null, isLogin: true, isWriter: true });
    expect(user.guid).toBe('6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001');
  });

  it('falls back to 訪客 when neither the profile nor the claim has a nickname', () => {
    const noName = memberClaims();
    delete noName.nickname;
    expect(buildCurrentUser({ claims: noName, member: null, roles: [], authorizedAuthorIds: [] }).nickname).toBe('訪客');
    expect(buildCurrentUser({ claims: memberClaims({ nickname: '   ' }), member: profile({ nickname: ' ' }), roles: [], authorizedAuthorIds: [] }).nickname).toBe('訪客');
  });

  it('derives the role getters from roles and authorised authors', () => {
    const admin = buildCurrentUser({ claims: memberClaims({ sub: '1004' }), member: null, roles: ['Admin', 'writer'], authorizedAuthorIds: [] });
    expect(admin).toMatchObject({ roles: ['admin', 'writer'], isAdmin: true, isWriter: true, isAuthor: false });
    const author = buildCurrentUser({ claims: memberClaims({ sub: '1002' }), member: null, roles: [], authorizedAuthorIds: [1, 1] });
    expect(author).toMatchObject({ authorizedAuthorIds: [1], isAuthor: true, isAdmin: false, isWriter: false });
  });

  it('ignores a profile that answers for another member', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = buildCurrentUser({ claims: memberClaims(), member: profile({ id: 1004, pCoin: 9999, nickname: '站務管理員' }), roles: [], authorizedAuthorIds: [] });
    expect(user).toMatchObject({ id: 1001, nickname: '美股小資族', pCoin: null, image: null });
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('buildCurrentUser: hostile or broken claims', () => {
  it.each(['guest-abc', 'abc', '-5', '0', '007', '1e3', ' 1001', '1001 ', '1.5', '0x10', '99999999999999999999', '１００１'])('a member token with sub %j is treated as a guest, and logged', (sub) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = buildCurrentUser({ claims: memberClaims({ sub }), member: profile(), roles: ['admin'], authorizedAuthorIds: [1] });
    expect(user).toEqual({ ...GUEST, guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('memberIdFromClaims accepts only member tokens with a decimal id', () => {
    expect(memberIdFromClaims(memberClaims())).toBe(1001);
    expect(memberIdFromClaims(memberClaims({ sub: '9007199254740991' }))).toBe(Number.MAX_SAFE_INTEGER);
    expect(memberIdFromClaims(memberClaims({ sub: '9007199254740993' }))).toBeNull();
    expect(memberIdFromClaims(guestClaims)).toBeNull();
    expect(memberIdFromClaims(memberClaims({ is_guest: true }))).toBeNull();
    expect(memberIdFromClaims(null)).toBeNull();
    expect(memberIdFromClaims(undefined)).toBeNull();
  });
});
