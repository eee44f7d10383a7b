import { describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../upstream/errors';
import { isWellFormedCursor, loadPageFromCursor, MAX_CURSOR_LENGTH, readCursorParam, withCursor } from './cursor';

// A cursor as the sandbox hands it out: base64url(JSON {o, k, id}).
const REAL = Buffer.from(JSON.stringify({ o: 'updatedAt', k: 1795300000000, id: 120 })).toString('base64url');

describe('readCursorParam', () => {
  it('keeps a cursor the service handed out, with or without a leading ?', () => {
    expect(readCursorParam(`?cursor=${REAL}`)).toEqual({ cursor: REAL, rejected: false });
    expect(readCursorParam(`type=title&cursor=${REAL}`)).toEqual({ cursor: REAL, rejected: false });
    expect(readCursorParam(new URLSearchParams({ cursor: REAL }))).toEqual({ cursor: REAL, rejected: false });
  });

  it('means the first page when there is no cursor', () => {
    for (const query of [undefined, null, '', '?', '?cursor=', 'type=title']) {
      expect(readCursorParam(query)).toEqual({ cursor: null, rejected: false });
    }
  });

  it('rejects values that cannot be a cursor, so they never reach the service', () => {
    const hostile = ['garbage!', '"quoted"', "it's", '<script>alert(1)</script>', 'a b', '../../etc/passwd', 'abc%00def', '😀', 'x'.repeat(MAX_CURSOR_LENGTH + 1), 'A'.repeat(5000), 'abc='];
    for (const value of hostile) {
      expect(readCursorParam(new URLSearchParams({ cursor: value })), value.slice(0, 20)).toEqual({ cursor: null, rejected: true });
    }
  });

  it('rejects a repeated cursor instead of guessing which one was meant', () => {
    expect(readCursorParam(`cursor=${REAL}&cursor=${REAL}`)).toEqual({ cursor: null, rejected: true });
  });

  it('lets a well-formed but tampered cursor through: only the service can tell (it answers 400)', () => {
    expect(readCursorParam('cursor=garbage')).toEqual({ cursor: 'garbage', rejected: false });
    expect(isWellFormedCursor('x'.repeat(MAX_CURSOR_LENGTH))).toBe(true);
  });
});

describe('withCursor', () => {
  it('adds, replaces and removes the cursor, keeping the other parameters', () => {
    expect(withCursor('/article', REAL)).toBe(`/article?cursor=${REAL}`);
    expect(withCursor('/search/NVDA?type=stockTags', 'abc')).toBe('/search/NVDA?type=stockTags&cursor=abc');
    expect(withCursor('/article?cursor=old', 'new')).toBe('/article?cursor=new');
    expect(withCursor('/article?cursor=old', null)).toBe('/article');
    expect(withCursor('/search/x?order=totalViews&cursor=old', undefined)).toBe('/search/x?order=totalViews');
  });

  it('never writes an ill-formed cursor into a link', () => {
    expect(withCursor('/article', '"><script>')).toBe('/article');
    expect(withCursor('/tag/%E7%BE%8E', 'a b')).toBe('/tag/%E7%BE%8E');
  });
});

describe('loadPageFromCursor', () => {
  const page = (name: string) => ({ name });

  it('loads the first page when there is no cursor', async () => {
    const load = vi.fn(async (cursor: string | null) => page(cursor ?? 'first'));
    await expect(loadPageFromCursor(load, null)).resolves.toEqual({ page: { name: 'first' }, cursorReset: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the page at the cursor', async () => {
    const load = vi.fn(async (cursor: string | null) => page(cursor ?? 'first'));
    await expect(loadPageFromCursor(load, 'abc')).resolves.toEqual({ page: { name: 'abc' }, cursorReset: false });
  });

  it('falls back to the first page when the service refuses the cursor (400)', async () => {
    const load = vi.fn(async (cursor: string | null) => {
      if (cursor) throw new UpstreamError('article', 400, 'invalidCursor');
      return page('first');
    });
    await expect(loadPageFromCursor(load, 'tampered')).resolves.toEqual({ page: { name: 'first' }, cursorReset: true });
    expect(load.mock.calls).toEqual([['tampered'], [null]]);
  });

  it('passes other failures on: an outage is not a bad cursor', async () => {
    for (const status of [401, 404, 500, 502, 504]) {
      const load = vi.fn(async () => {
        throw new UpstreamError('article', status, 'down');
      });
      await expect(loadPageFromCursor(load, 'abc')).rejects.toMatchObject({ status });
      expect(load).toHaveBeenCalledTimes(1);
    }
    await expect(loadPageFromCursor(async () => Promise.reject(new TypeError('boom')), 'abc')).rejects.toThrow('boom');
  });

  it('passes on a 400 for the first page itself (e.g. a refused keyword)', async () => {
    const load = vi.fn(async () => {
      throw new UpstreamError('article', 400, 'invalidBody');
    });
    await expect(loadPageFromCursor(load, null)).rejects.toMatchObject({ status: 400 });
    await expect(loadPageFromCursor(load, 'abc')).rejects.toMatchObject({ status: 400 });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
