import { describe, expect, it } from 'vitest';
import { canUseAuthorsCorner, hasRole, isAdmin, isAuthor, isLogin, isWriter, normaliseAuthorIds, normaliseRoles } from './roles';

describe('role getters', () => {
  it('reads admin and writer case-insensitively', () => {
    expect(isAdmin(['admin', 'writer'])).toBe(true);
    expect(isWriter(['admin', 'writer'])).toBe(true);
    expect(isAdmin(['Admin'])).toBe(true);
    expect(isWriter([' WRITER '])).toBe(true);
    expect(hasRole(['Editor'], 'EDITOR')).toBe(true);
  });

  it('gives nothing to an empty or unrelated role list', () => {
    expect(isAdmin([])).toBe(false);
    expect(isWriter([])).toBe(false);
    expect(isAdmin(['writer', 'administrator', 'admin2'])).toBe(false);
    expect(isWriter(['writers', 'ghostwriter'])).toBe(false);
  });

  it('an author is a member with at least one authorised author', () => {
    expect(isAuthor([1])).toBe(true);
    expect(isAuthor([])).toBe(false);
  });

  it('only a member with a real id is logged in', () => {
    expect(isLogin({ isGuest: false, id: 1001 })).toBe(true);
    expect(isLogin({ isGuest: true, id: -1 })).toBe(false);
    expect(isLogin({ isGuest: true, id: 1001 })).toBe(false);
    expect(isLogin({ isGuest: false, id: -1 })).toBe(false);
    expect(isLogin({ isGuest: false, id: 0 })).toBe(false);
  });
});

describe('canUseAuthorsCorner (decision 028)', () => {
  const user = (flags: Partial<{ isLogin: boolean; isAuthor: boolean; isWriter: boolean; isAdmin: boolean }>) => ({ isLogin: true, isAuthor: false, isWriter: false, isAdmin: false, ...flags });

  it('opens 我的文章 to an authorised author, a writer and an admin', () => {
    expect(canUseAuthorsCorner(user({ isAuthor: true }))).toBe(true);
    expect(canUseAuthorsCorner(user({ isWriter: true }))).toBe(true);
    expect(canUseAuthorsCorner(user({ isAdmin: true }))).toBe(true);
  });

  it('not to a plain member, nor to anyone not logged in whatever the flags say', () => {
    expect(canUseAuthorsCorner(user({}))).toBe(false);
    expect(canUseAuthorsCorner(user({ isLogin: false, isAuthor: true, isWriter: true, isAdmin: true }))).toBe(false);
  });
});

describe('normalising upstream answers', () => {
  it('lower-cases, trims and de-duplicates roles, dropping junk', () => {
    expect(normaliseRoles(['Admin', 'admin ', ' Writer', '', '   ', 42, null, { role: 'admin' }, 'x'.repeat(65)])).toEqual(['admin', 'writer']);
  });

  it('keeps positive integer author ids once each', () => {
    expect(normaliseAuthorIds([1, 1, 2, 0, -3, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '4', null])).toEqual([1, 2]);
  });
});
