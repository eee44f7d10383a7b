import { describe, expect, it } from 'vitest';
import { parseVersionsListRef } from './versions-list-ref';

describe('parseVersionsListRef (what the browser sends back to 「載入更多」)', () => {
  it('accepts what the page wrote', () => {
    expect(parseVersionsListRef({ articleId: 191, authorId: 1, shownVersion: null })).toEqual({ articleId: 191, authorId: 1, shownVersion: null });
    expect(parseVersionsListRef({ articleId: 191, authorId: 1, shownVersion: 3 })).toEqual({ articleId: 191, authorId: 1, shownVersion: 3 });
  });

  it.each([
    null,
    'x',
    [191, 1],
    {},
    { articleId: '191', authorId: 1, shownVersion: null },
    { articleId: 191, authorId: 0, shownVersion: null },
    { articleId: -1, authorId: 1, shownVersion: null },
    { articleId: 1.5, authorId: 1, shownVersion: null },
    { articleId: 1e16, authorId: 1, shownVersion: null },
    { articleId: 191, authorId: 1 },
    { articleId: 191, authorId: 1, shownVersion: '1' },
    { articleId: 191, authorId: 1, shownVersion: null, extra: true },
  ])('refuses %j', (input) => {
    expect(parseVersionsListRef(input)).toBeNull();
  });
});
