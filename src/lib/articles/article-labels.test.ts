import { describe, expect, it } from 'vitest';
import { STATUS_LABELS, visibilityLabel } from './article-labels';

describe('article labels for authors', () => {
  it('name each status', () => {
    expect(STATUS_LABELS).toEqual({ published: '已發布', draft: '草稿', deleted: '已刪除' });
  });
  it('say who can read it: the visibility, except that a deleted article is public to no one', () => {
    expect(visibilityLabel('published', 'public')).toBe('公開');
    expect(visibilityLabel('draft', 'private')).toBe('不公開');
    expect(visibilityLabel('deleted', 'public')).toBe('不再公開');
    expect(visibilityLabel('deleted', 'private')).toBe('不再公開');
  });
});
