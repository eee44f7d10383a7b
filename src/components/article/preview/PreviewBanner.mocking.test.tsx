import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '@/lib/upstream/article';
import { PreviewBanner } from './PreviewBanner';
import type { PreviewShown } from './preview-data';

// The delete button's server function needs the worker runtime; rendering never calls it.
vi.mock('../mine/delete-article-action', () => ({ deleteArticleAsEditor: vi.fn() }));

const article = (status: ArticleDetail['status'], visibility: ArticleDetail['visibility'] = 'private') =>
  ({ articleId: 190, authorId: 1, status, visibility, version: 2, title: '草稿', updatedAt: '2026-11-21T15:30:00Z' }) as ArticleDetail;
const current = (a: ArticleDetail): PreviewShown => ({ kind: 'current', article: a, html: '' });
const saved = (a: ArticleDetail, version: number, isCurrent = false): PreviewShown => ({
  kind: 'version',
  article: a,
  html: '',
  version: { version, title: a.title, note: '建立草稿', updatedAt: '2026-11-19T14:00:00Z', isCurrent },
  diff: null,
});
const render = (a: ArticleDetail, shown: PreviewShown) => renderToStaticMarkup(<PreviewBanner current={a} shown={shown} />);
const textOf = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(dd|span)>`).exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('PreviewBanner', () => {
  it('a draft: 預覽模式, 草稿, 不公開, the current version and that readers cannot see it', () => {
    const draft = article('draft');
    const html = render(draft, current(draft));
    expect(html).toContain('預覽模式');
    expect(textOf(html, 'preview-status')).toBe('草稿');
    expect(textOf(html, 'preview-visibility')).toBe('不公開');
    expect(textOf(html, 'preview-current-version')).toBe('版本 2（更新時間 2026/11/21 23:30 台北）');
    expect(textOf(html, 'preview-version')).toBe('目前版本');
    expect(html).toContain('讀者看不到這個頁面');
    expect(html).not.toContain('data-testid="preview-public-link"');
    expect(html).not.toContain('data-testid="preview-diff-link"');
    expect(html).toContain('href="#versions"');
  });

  it('a saved version: which one, when it was saved, its note, and a link to the comparison', () => {
    const draft = article('draft');
    const html = render(draft, saved(draft, 1));
    expect(textOf(html, 'preview-version')).toBe('版本 1，儲存於 2026/11/19 22:00 台北備註：建立草稿');
    expect(html).toContain('href="#version-diff"');
  });

  it('the current version asked for by number says so, and has nothing to compare', () => {
    const draft = article('draft');
    const html = render(draft, saved(draft, 2, true));
    expect(textOf(html, 'preview-version')).toContain('版本 2（目前版本）');
    expect(html).not.toContain('data-testid="preview-diff-link"');
  });

  it('a version that does not exist is named as missing', () => {
    const draft = article('draft');
    expect(textOf(render(draft, { kind: 'missingVersion', version: 99 }), 'preview-version')).toBe('版本 99（找不到這個版本）');
  });

  it('a published article links to its public page; 公開', () => {
    const published = article('published', 'public');
    const html = render(published, current(published));
    expect(textOf(html, 'preview-status')).toBe('已發布');
    expect(textOf(html, 'preview-visibility')).toBe('公開');
    expect(html).toContain('href="/article/190"');
  });

  it('a deleted article (its owner looks back at it): 已刪除, no public link', () => {
    const deleted = article('deleted', 'public');
    const html = render(deleted, current(deleted));
    expect(html).toContain('data-status="deleted"');
    expect(textOf(html, 'preview-status')).toBe('已刪除');
    expect(textOf(html, 'preview-visibility')).toBe('不再公開');
    expect(html).toContain('這篇文章已刪除');
    expect(html).not.toContain('data-testid="preview-public-link"');
  });

  it('offers 刪除 with the article named, until the article is deleted', () => {
    for (const status of ['draft', 'published'] as const) {
      const a = { ...article(status), title: '（草稿）展望' } as ArticleDetail;
      const html = render(a, current(a));
      expect(html).toMatch(/<button[^>]*aria-label="刪除「（草稿）展望」"[^>]*data-testid="delete-article"|<button[^>]*data-testid="delete-article"[^>]*aria-label="刪除「（草稿）展望」"/);
    }
    const deleted = article('deleted', 'public');
    expect(render(deleted, current(deleted))).not.toContain('delete-article');
  });
});
