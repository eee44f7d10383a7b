import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('waku/router/client', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const { Section, sectionHeadingRecipe } = await import('./Section');

describe('Section', () => {
  it('is a region named by its h2, with the test id and the body under the heading', () => {
    const html = renderToStaticMarkup(
      <Section id="home-popular" title="熱門股票" testId="popular-stocks">
        <p>body</p>
      </Section>,
    );
    expect(html).toMatch(/^<section aria-labelledby="home-popular" class="[^"]*" data-testid="popular-stocks"><h2 id="home-popular" class="[^"]*">熱門股票<\/h2><p>body<\/p><\/section>$/);
  });

  it('puts a note or a "more" link beside the title', () => {
    const noted = renderToStaticMarkup(
      <Section id="price-daily" title="每日股價" note="單位：美元">
        <p />
      </Section>,
    );
    expect(noted).toMatch(/<h2 id="price-daily"[^>]*>每日股價<\/h2><span class="[^"]*">單位：美元<\/span>/);
    const more = renderToStaticMarkup(
      <Section id="stock-news" title="最新新聞" more={{ href: '/stock/AAPL/news', label: '更多新聞' }}>
        <p />
      </Section>,
    );
    expect(more).toMatch(/<h2 id="stock-news"[^>]*>最新新聞<\/h2><a href="\/stock\/AAPL\/news"[^>]*>更多新聞 ›<\/a>/);
  });

  it('draws the brand bar unless asked for a plain title', () => {
    const accented = renderToStaticMarkup(<Section id="a" title="A" children={null} />);
    const plain = renderToStaticMarkup(<Section id="b" title="B" accent={false} children={null} />);
    expect(accented).toContain(sectionHeadingRecipe({ accent: true }));
    expect(plain).toContain(`class="${sectionHeadingRecipe({ accent: false })}"`);
    expect(sectionHeadingRecipe({ accent: true })).not.toBe(sectionHeadingRecipe({ accent: false }));
  });
});
