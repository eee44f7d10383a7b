import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { StockRecord } from '@/lib/upstream/business';

vi.mock('./StockSeo', () => ({ StockSeo: ({ tab }: { tab: string }) => <title>{tab}</title> }));

const { StockTabPage } = await import('./StockTabPage');

const stock = { id: 'AAPL' } as StockRecord;
const section = (id: string, title: string) => ({ id, title, fallback: <p>loading</p>, body: <p>{`${title} body`}</p> });

describe('StockTabPage', () => {
  it('renders the tab SEO and one section named by its heading, with its body', () => {
    const html = renderToStaticMarkup(<StockTabPage stock={stock} tab="dividend" sections={[section('dividend-heading', '股利')]} />);
    expect(html).toMatch(/^<title>dividend<\/title><section aria-labelledby="dividend-heading"[^>]*><h2 id="dividend-heading"[^>]*>股利<\/h2><p>股利 body<\/p><\/section>$/);
    expect(html).not.toContain('robots');
  });

  it('says noindex on a paged view', () => {
    const html = renderToStaticMarkup(<StockTabPage stock={stock} tab="news" noindex sections={[section('news-heading', '新聞')]} />);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('stacks two sections, each behind its own boundary', () => {
    const html = renderToStaticMarkup(<StockTabPage stock={stock} tab="profile" sections={[section('profile-heading', '公司簡介'), section('peers-heading', '同業比較')]} />);
    expect(html).toMatch(/<div class="[^"]*"><section aria-labelledby="profile-heading".*<\/section><section aria-labelledby="peers-heading".*<\/section><\/div>$/);
  });
});
