import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleVersionSummary } from '@/lib/upstream/article';
import { VersionItems } from './VersionItems';

const ARTICLE = { articleId: 190, authorId: 1 };
const VERSIONS: ArticleVersionSummary[] = [
  { articleId: 190, authorId: 1, version: 2, title: '新', updatedAt: '2026-11-21T15:30:00Z', note: '目前版本', isCurrent: true },
  { articleId: 190, authorId: 1, version: 1, title: '舊', updatedAt: '2026-11-19T14:00:00Z', note: '建立草稿 <b>x</b>', isCurrent: false },
];
const render = (shownVersion: number | null) => renderToStaticMarkup(<VersionItems versions={VERSIONS} article={ARTICLE} shownVersion={shownVersion} />);
const rowOf = (html: string, version: number) => new RegExp(`<li[^>]*data-version="${version}"[^>]*>(.*?)</li>`).exec(html)?.[1] ?? '';

describe('VersionItems', () => {
  it('each row: number, saved time, note (as text), 目前版本 marker, a link that reads it', () => {
    const html = render(null);
    const current = rowOf(html, 2);
    const older = rowOf(html, 1);
    expect(current).toContain('版本 2');
    expect(current).toContain('目前版本');
    expect(current).toContain('2026/11/21 23:30 台北');
    expect(older).toContain('2026/11/19 22:00 台北');
    expect(older).toContain('・建立草稿 &lt;b&gt;x&lt;/b&gt;');
    expect(older).not.toContain('目前版本');
    expect(older).toContain('href="/article/preview?articleId=190&amp;authorId=1&amp;version=1"');
    expect(older).toContain('aria-label="閱讀版本 1"');
  });

  it('the row of the version on screen says 閱讀中 instead of linking to itself', () => {
    const showingCurrent = render(null);
    expect(rowOf(showingCurrent, 2)).toContain('閱讀中');
    expect(rowOf(showingCurrent, 2)).not.toContain('href=');
    const showingFirst = render(1);
    expect(rowOf(showingFirst, 1)).toContain('閱讀中');
    // The current version's link is the preview of the current text, without a version number.
    expect(rowOf(showingFirst, 2)).toContain('href="/article/preview?articleId=190&amp;authorId=1"');
  });
});
