import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { articleTextLines } from '@/lib/articles/article-text';
import { diffTextLines } from '@/lib/articles/text-diff';
import { VersionDiff } from './VersionDiff';

const render = (before: string[], after: string[]) => renderToStaticMarkup(<VersionDiff diff={diffTextLines(before, after)} shownVersion={1} currentVersion={2} />);

describe('VersionDiff', () => {
  it('marks each changed line with a symbol, a spoken label and strike-through, not colour alone', () => {
    const html = render(['標題：舊', '甲', '乙'], ['標題：新', '甲', '乙', '丙']);
    expect(html).toContain('版本 1 與目前版本的差異');
    expect(html).toMatch(/data-kind="removed"><span[^>]*aria-hidden="true">－<\/span><span[^>]*>只在版本 1：<\/span><del[^>]*>標題：舊<\/del>/);
    expect(html).toMatch(/data-kind="added"><span[^>]*aria-hidden="true">＋<\/span><span[^>]*>只在目前版本（版本 2）：<\/span><ins[^>]*>標題：新<\/ins>/);
    expect(html).toMatch(/data-kind="added">.*<ins[^>]*>丙<\/ins>/);
    expect(html).toMatch(/－ <\/span>只在版本 1：1 段/);
    expect(html).toMatch(/＋ <\/span>只在目前版本（版本 2）：2 段/);
  });

  it('hostile lines stay text: markup in a line is escaped, never written as elements', () => {
    const hostile = articleTextLines('<p>&lt;img src=x onerror=alert(1)&gt;</p><p>&lt;script&gt;alert(2)&lt;/script&gt;</p>');
    expect(hostile).toEqual(['<img src=x onerror=alert(1)>', '<script>alert(2)</script>']);
    const html = render(['安全'], hostile);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img|<script/);
  });

  it('folds unchanged stretches into a count', () => {
    const same = Array.from({ length: 12 }, (_, index) => `段落 ${index}`);
    const html = render([...same, '舊結尾'], [...same, '新結尾']);
    expect(html).toContain('⋯ 略過 11 段相同內容');
    expect(html.match(/data-kind="same"/g)).toHaveLength(1);
  });

  it('identical texts and texts too different to compare each get a sentence, not an empty box', () => {
    expect(render(['甲'], ['甲'])).toContain('版本 1 的文字與目前版本相同。');
    const many = (prefix: string) => Array.from({ length: 600 }, (_, index) => `${prefix}${index}`);
    const html = render(many('舊'), many('新'));
    expect(html).toContain('兩個版本相差太多，無法逐段比較（版本 1 有 600 段，目前版本有 600 段）。');
    expect(html).not.toContain('data-kind=');
  });
});
