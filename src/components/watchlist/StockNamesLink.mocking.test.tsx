import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('waku/router/client', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const { StockNamesLink } = await import('./StockNamesLink');

const classes = { link: 'l', name: 'n', symbol: 's' };

describe('StockNamesLink', () => {
  it('links the Chinese name over the symbol and the English name, marked as English', () => {
    expect(renderToStaticMarkup(<StockNamesLink href="/stock/NVDA/info" name="輝達" symbol="NVDA" englishName="NVIDIA" classes={classes} />)).toBe(
      '<a href="/stock/NVDA/info" class="l"><span class="n">輝達</span><span class="s">NVDA<span lang="en"> · NVIDIA</span></span></a>',
    );
  });

  it('shows the symbol alone when there is no English name', () => {
    expect(renderToStaticMarkup(<StockNamesLink href="/stock/.DJI/info" name="道瓊工業指數" symbol="#DJI" englishName={null} classes={classes} />)).toBe(
      '<a href="/stock/.DJI/info" class="l"><span class="n">道瓊工業指數</span><span class="s">#DJI</span></a>',
    );
  });
});
