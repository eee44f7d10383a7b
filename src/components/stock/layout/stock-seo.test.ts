import { describe, expect, it } from 'vitest';
import type { StockRecord } from '@/lib/upstream/business';
import { serialiseJsonLd, stockSeoData } from './stock-seo';
import { stockId } from '@tests/stock-ids';

const NVDA: StockRecord = { id: stockId('NVDA'), name: 'Nvidia', customName: '輝達', marketType: 1, commodityType: 1, exchange: 3 };
const SPY: StockRecord = { id: stockId('SPY'), name: 'SPDR S&P 500 ETF Trust', customName: 'SPDR 標普500 ETF', marketType: 1, commodityType: 14, exchange: 1 };
const DJI: StockRecord = { id: stockId('#DJI'), name: 'Dow Jones Industrial Average', customName: '道瓊工業指數', marketType: 70, commodityType: 0, exchange: null };
const graph = (data: { jsonLd: Record<string, unknown> }) => data.jsonLd['@graph'] as Array<Record<string, unknown>>;

describe('stockSeoData', () => {
  it('titles the info page as the spec example, with a canonical URL on SITE_URL', () => {
    const seo = stockSeoData('https://usstock.example/', NVDA, 'info');
    expect(seo.title).toBe('輝達 NVDA 股價走勢與財報｜美股通');
    expect(seo.canonical).toBe('https://usstock.example/stock/NVDA/info');
    expect(seo.description).toContain('輝達 NVDA');
  });

  it('names the statement of a finance page and uses the . form for indices', () => {
    expect(stockSeoData('https://x.test', NVDA, 'finance', 'cash-flow')).toMatchObject({ title: '輝達 NVDA 現金流量表｜美股通', canonical: 'https://x.test/stock/NVDA/finance/cash-flow' });
    expect(stockSeoData('https://x.test', DJI, 'price').canonical).toBe('https://x.test/stock/.DJI/price');
  });

  it('describes a stock as a Corporation with its ticker, ETFs and indices as FinancialProduct', () => {
    const stock = graph(stockSeoData('https://x.test', NVDA, 'info'))[0];
    expect(stock).toMatchObject({ '@type': 'Corporation', name: 'Nvidia', alternateName: '輝達', tickerSymbol: 'NASDAQ NVDA' });
    expect(graph(stockSeoData('https://x.test', SPY, 'info'))[0]).toMatchObject({ '@type': 'FinancialProduct', category: 'ETF' });
    expect(graph(stockSeoData('https://x.test', DJI, 'info'))[0]).toMatchObject({ '@type': 'FinancialProduct', category: '指數' });
  });

  it('adds a breadcrumb down to the tab and statement', () => {
    const crumbs = graph(stockSeoData('https://x.test', NVDA, 'finance', 'balance-sheet'))[2]?.['itemListElement'] as Array<{ name: string }>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['美股通', '輝達 NVDA', '財務報表', '資產負債表']);
  });
});

describe('serialiseJsonLd', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serialiseJsonLd({ name: '</script><script>alert(1)</script><!--', amp: 'S&P' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--', amp: 'S&P' });
  });

  it('says what the info tab of a fund and of an index really shows', () => {
    const fund = stockSeoData('https://x.test', SPY, 'info');
    expect(fund.title).toBe('SPDR 標普500 ETF SPY 走勢、持股與新聞｜美股通');
    expect(fund.description).toContain('費用率');
    expect(fund.description).toContain('前十大持股');
    expect(fund.description).not.toContain('本益比');
    const index = stockSeoData('https://x.test', DJI, 'info');
    expect(index.title).toBe('道瓊工業指數 #DJI 走勢、成分與新聞｜美股通');
    expect(index.description).toContain('成分股');
  });
});
