import { describe, expect, it, vi } from 'vitest';
import { getArticleForAuthor } from '@/lib/upstream/article';
import { sandboxContext } from '@tests/upstream-context';
import { deleteAsEditor, deleteRefOf } from './delete-outcome';

/**
 * The deletion rules against the sandbox (decision 028). Draft 196 of author 10 (the demo writer's
 * own author) is reserved for this file: nothing else deletes or relies on it.
 */
const RESERVED = { articleId: 196, authorId: 10 } as const;

describe('deleteAsEditor against the sandbox', () => {
  it('refuses members who do not act for the author (403 → forbidden), deleting nothing and retiring nothing', async () => {
    const afterDelete = vi.fn(async () => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await deleteAsEditor(sandboxContext('member'), RESERVED, afterDelete)).toEqual({ status: 'forbidden' });
    expect(await deleteAsEditor(sandboxContext('author'), RESERVED, afterDelete)).toEqual({ status: 'forbidden' });
    expect(afterDelete).not.toHaveBeenCalled();
    expect((await getArticleForAuthor(sandboxContext('writer'), RESERVED)).status).toBe('draft');
  });

  it('a guest token is told to sign in; an unknown article or a mismatched author is not found', async () => {
    const afterDelete = vi.fn(async () => {});
    expect(await deleteAsEditor(sandboxContext(), RESERVED, afterDelete)).toEqual({ status: 'login-required' });
    expect(await deleteAsEditor(sandboxContext('writer'), { articleId: 999_999, authorId: 10 }, afterDelete)).toEqual({ status: 'not-found' });
    expect(await deleteAsEditor(sandboxContext('writer'), { articleId: 190, authorId: 10 }, afterDelete)).toEqual({ status: 'not-found' });
    expect(afterDelete).not.toHaveBeenCalled();
  });

  it('the writer deletes their own draft once; a replay says it was already deleted and retires nothing again', async () => {
    const afterDelete = vi.fn(async () => {});
    expect(await deleteAsEditor(sandboxContext('writer'), RESERVED, afterDelete)).toEqual({ status: 'deleted' });
    expect(afterDelete).toHaveBeenCalledTimes(1);
    expect((await getArticleForAuthor(sandboxContext('writer'), RESERVED)).status).toBe('deleted');
    expect(await deleteAsEditor(sandboxContext('writer'), RESERVED, afterDelete)).toEqual({ status: 'already-deleted' });
    expect(afterDelete).toHaveBeenCalledTimes(1);
  });

  it('a deletion stands when retiring the cache fails (logged, not thrown)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Author 10's published article: the admin may delete it (decision 028).
    const outcome = await deleteAsEditor(sandboxContext('admin'), { articleId: 197, authorId: 10 }, async () => {
      throw new Error('kv down');
    });
    expect(outcome).toEqual({ status: 'deleted' });
    expect(errors).toHaveBeenCalled();
  });
});

describe('deleteRefOf', () => {
  it('keeps positive integer ids and refuses everything else a caller may send', () => {
    expect(deleteRefOf(150, 1)).toEqual({ articleId: 150, authorId: 1 });
    for (const [a, b] of [
      ['150', 1],
      [150, '1'],
      [0, 1],
      [-1, 1],
      [1.5, 1],
      [Number.MAX_SAFE_INTEGER, 1],
      [150, null],
      [{}, []],
      [Number.NaN, 1],
    ] as const) {
      expect(deleteRefOf(a, b)).toBeNull();
    }
  });
});
