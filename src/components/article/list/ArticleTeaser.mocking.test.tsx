import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('waku/router/client', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) => (
    <a href={to} className={className} data-client-link="">
      {children}
    </a>
  ),
}));

const { ArticleTeaser } = await import('./ArticleTeaser');

const classes = { row: 'row', link: 'link', cover: 'cover', text: 'text', title: 'title', paid: 'paid' };
const render = (props: Partial<Parameters<typeof ArticleTeaser>[0]>) =>
  renderToStaticMarkup(<ArticleTeaser href="/article/7" testId="recent-article" title="標題" isPaid={false} meta={<time>日期</time>} classes={classes} {...props} />);

describe('ArticleTeaser', () => {
  it('is a row whose link holds the cover, then the title and the list’s own line in the text box', () => {
    expect(render({ cover: { src: '/c.jpg', srcSet: '/c2.jpg 2x', width: 96, height: 54 } })).toBe(
      '<li class="row" data-testid="recent-article"><a href="/article/7" class="link">' +
        '<img src="/c.jpg" srcSet="/c2.jpg 2x" alt="" width="96" height="54" loading="lazy" decoding="async" class="cover"/>' +
        '<span class="text"><span class="title">標題</span><time>日期</time></span></a></li>',
    );
  });

  it('keeps the cover’s room grey where the article has none, and shows no cover where the list shows none', () => {
    expect(render({ cover: null })).toContain('<a href="/article/7" class="link"><span class="cover" aria-hidden="true"></span><span class="text">');
    const bare = render({ classes: { row: 'row', link: 'link', title: 'title', paid: 'paid' } });
    expect(bare).toBe('<li class="row" data-testid="recent-article"><a href="/article/7" class="link"><span class="title">標題</span><time>日期</time></a></li>');
  });

  it('puts 付費 before a paid article’s title, and links through Waku’s Link when asked', () => {
    const html = render({ isPaid: true, clientLink: true });
    expect(html).toContain('<span class="title"><span class="paid">付費</span>標題</span>');
    expect(html).toContain('data-client-link=""');
    expect(render({})).not.toContain('data-client-link');
  });
});
