import { describe, expect, it } from 'vitest';
import { chooseAuthor, minePath, parseMineQuery } from './mine-query';

describe('parseMineQuery', () => {
  it('reads a well-formed author id and cursor', () => {
    expect(parseMineQuery('authorId=10&cursor=abc_-1')).toEqual({ authorId: 10, authorRejected: false, cursor: { cursor: 'abc_-1', rejected: false } });
    expect(parseMineQuery('')).toEqual({ authorId: null, authorRejected: false, cursor: { cursor: null, rejected: false } });
    expect(parseMineQuery('authorId=')).toMatchObject({ authorId: null, authorRejected: false });
  });

  it.each(['abc', '-1', '0', '1.5', '1e3', '12345678901234567890', '%3Cscript%3E', ' 1'])('refuses authorId=%s', (raw) => {
    expect(parseMineQuery(`authorId=${raw}`)).toMatchObject({ authorId: null, authorRejected: true });
  });

  it('refuses an author id given twice, and a cursor that cannot be one', () => {
    expect(parseMineQuery('authorId=1&authorId=2')).toMatchObject({ authorId: null, authorRejected: true });
    expect(parseMineQuery('authorId=1&cursor=%22%3E%3Cscript%3E').cursor).toEqual({ cursor: null, rejected: true });
    expect(parseMineQuery(`cursor=${'A'.repeat(401)}`).cursor).toEqual({ cursor: null, rejected: true });
  });
});

describe('chooseAuthor', () => {
  const query = (authorId: number | null, authorRejected = false) => ({ authorId, authorRejected, cursor: { cursor: null, rejected: false } });

  it('keeps an author the member may act for', () => {
    expect(chooseAuthor([1, 10], query(10))).toEqual({ authorId: 10, fellBack: false });
  });

  it('defaults to the first author, silently when none was asked for', () => {
    expect(chooseAuthor([1, 10], query(null))).toEqual({ authorId: 1, fellBack: false });
  });

  it('falls back to the first author for someone else’s author or a malformed id, and says so', () => {
    expect(chooseAuthor([1], query(2))).toEqual({ authorId: 1, fellBack: true });
    expect(chooseAuthor([1], query(null, true))).toEqual({ authorId: 1, fellBack: true });
  });

  it('has nothing to show for a member without authors', () => {
    expect(chooseAuthor([], query(1))).toBeNull();
  });
});

describe('minePath', () => {
  it('names the author and, on later pages, the cursor', () => {
    expect(minePath(1)).toBe('/article/mine?authorId=1');
    expect(minePath(10, 'abc')).toBe('/article/mine?authorId=10&cursor=abc');
  });
});
