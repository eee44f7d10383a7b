import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '@/lib/upstream/article';
import { PreviewBanner } from './PreviewBanner';

// The delete button's server function needs the worker runtime; rendering never calls it.
vi.mock('../mine/delete-article-action', () => ({ deleteArticleAsEditor: vi.fn() }));

const article = (status: ArticleDetail['status']) => ({ articleId: 190, authorId: 1, title: '（草稿）展望', status, updatedAt: '2026-11-19T14:00:00Z' }) as ArticleDetail;

describe('PreviewBanner', () => {
  it('says 預覽模式 and that readers cannot see a draft', () => {
    const html = renderToStaticMarkup(<PreviewBanner article={article('draft')} version={null} />);
    expect(html).toContain('預覽模式');
    expect(html).toContain('草稿');
    expect(html).toContain('讀者看不到這個頁面');
    expect(html).not.toContain('data-testid="preview-public-link"');
  });

  it('names the saved version and its note', () => {
    const html = renderToStaticMarkup(<PreviewBanner article={article('draft')} version={{ version: 1, note: '建立草稿', isCurrent: false }} />);
    expect(html).toContain('版本 1');
    expect(html).toContain('建立草稿');
    expect(html).not.toContain('目前版本');
  });

  it('a published article links to its public page', () => {
    const html = renderToStaticMarkup(<PreviewBanner article={article('published')} version={null} />);
    expect(html).toContain('已發布');
    expect(html).toContain('href="/article/190"');
  });

  it('offers 刪除 with the article named (issue 15), until the article is deleted', () => {
    for (const status of ['draft', 'published'] as const) {
      const html = renderToStaticMarkup(<PreviewBanner article={article(status)} version={null} />);
      expect(html).toMatch(/<button[^>]*aria-label="刪除「（草稿）展望」"[^>]*data-testid="delete-article"|<button[^>]*data-testid="delete-article"[^>]*aria-label="刪除「（草稿）展望」"/);
    }
    expect(renderToStaticMarkup(<PreviewBanner article={article('deleted')} version={null} />)).not.toContain('delete-article');
  });
});
