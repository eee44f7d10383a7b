import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RenderRedirect } from '@tests/page-render-mocks';

/** /compare rendered as a request renders it, against the sandbox: redirects, texts and the data of hostile ids. */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { default: ComparePage } = await import('@/pages/(default)/compare');

/** The page as it streams: every Suspense boundary resolved, then read whole. */
async function render(query: string): Promise<string> {
  const element = (await ComparePage({ query })) as ReactElement;
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

async function redirectOf(query: string): Promise<{ location: string; status: number | undefined } | null> {
  try {
    await ComparePage({ query });
    return null;
  } catch (err) {
    if (err instanceof RenderRedirect) return { location: err.location, status: err.status };
    throw err;
  }
}

const columnsOf = (html: string, testId: string): string[] => {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[\\s\\S]*?</thead>`).exec(html)?.[0] ?? '';
  return [...table.matchAll(/data-stock-id="([^"]+)"/g)].map((match) => match[1]!);
};

// A first render asks the sandbox for four kinds of data per security, cold (its price histories are
// generated on demand): seconds on a busy machine, so more than vitest's 5 s default.
describe('/compare against the sandbox', { timeout: 20_000 }, () => {
  it.each([
    ['ids=nvda+amd', '/compare?ids=NVDA,AMD'],
    ['ids=NVDA&ids=amd&ids=NVDA', '/compare?ids=NVDA,AMD'],
    ['ids=%23GSPC,nvda&period=ytd&utm_source=x', '/compare?ids=.GSPC,NVDA&period=YTD'],
    ['ids=NVDA,AMD&period=1Y', '/compare?ids=NVDA,AMD'],
    // The PHLX index by the symbol readers know.
    ['ids=.sox,NVDA', '/compare?ids=.SOXX,NVDA'],
  ])('%s → 308 to %s', async (query, location) => {
    expect(await redirectOf(query)).toEqual({ location, status: 308 });
  });

  it('two stocks: the title, both columns in every table, a marked best figure, the chart with one line each, indexable', async () => {
    const html = await render('ids=NVDA,AMD');
    expect(html).toContain('<title>NVDA vs AMD 比較｜美股通</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/compare?ids=NVDA,AMD"/>');
    expect(html).not.toContain('noindex');
    for (const table of ['compare-statistics', 'compare-performance-table', 'compare-fundamentals']) expect(columnsOf(html, table)).toEqual(['NVDA', 'AMD']);
    expect(html).toMatch(/data-best="true"[^>]*>[^<]*<span[^>]*>較佳<\/span>/);
    expect([...html.matchAll(/<path [^>]*data-stock-id="(NVDA|AMD)"/g)].map((m) => m[1])).toEqual(['NVDA', 'AMD']);
    const periodLink = (period: string) => new RegExp(`<a [^>]*data-period="${period}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(periodLink('5Y')).toContain('href="/compare?ids=NVDA,AMD&amp;period=5Y"');
    expect(periodLink('5Y')).not.toContain('aria-current');
    expect(periodLink('1Y')).toContain('href="/compare?ids=NVDA,AMD"');
    expect(periodLink('1Y')).toContain('aria-current="page"');
    expect(html).not.toContain('data-empty-state');
  });

  it('unknown, more than four, an index and an ETF: named in text, statements only for companies, not indexed', async () => {
    const html = await render('ids=NVDA,NOPE,AMD,.GSPC,SPY,INTC');
    expect(html).toContain('找不到這些代號，已略過：NOPE。');
    expect(html).toContain('一次最多比較 4 檔，只比較前 4 檔；未納入：INTC。');
    expect(html).toMatch(/是指數或 ETF，沒有財務報表，營收與利潤率只比較個股。/);
    expect(columnsOf(html, 'compare-statistics')).toEqual(['NVDA', 'AMD', '#GSPC', 'SPY']);
    expect(html).toContain('不適用');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('href="http://localhost:8787/compare?ids=NVDA,AMD,.GSPC,SPY"');
    expect(html).toContain('最佳');
  });

  it('the PHLX index reads #SOX in the title, its chip, the table and the chart legend; its URL keeps .SOXX', async () => {
    const html = await render('ids=.SOXX,.DJI');
    expect(html).toContain('<title>#SOX vs #DJI 比較｜美股通</title>');
    expect(html).toContain('href="http://localhost:8787/compare?ids=.SOXX,.DJI"');
    expect(columnsOf(html, 'compare-statistics')).toEqual(['#SOXX', '#DJI']);
    // Every text that names it, and none that reads SOXX.
    expect(html.match(/>#SOX</g)?.length).toBeGreaterThanOrEqual(3);
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/>[^<]*SOXX/);
  });

  it('garbage beside a stock: named (escaped), no redirect, and one stock invites adding its peers', async () => {
    const html = await render('ids=%3Cscript%3E,nvda');
    expect(html).toContain('這些不是股票代號，已略過：&lt;script&gt;。');
    expect(html).not.toContain('<script>,');
    expect(html).toContain('data-testid="compare-invite"');
    expect(html).toMatch(/<a href="\/compare\?ids=NVDA,[A-Z.]+"[^>]*data-stock-id="[A-Z.]+"/);
    expect(html).not.toContain('data-testid="compare-statistics"');
  });

  it('nothing or only unknown ids: a clear empty state, with popular stocks to start from', async () => {
    for (const query of ['', 'ids=NOPE1,NOPE2']) {
      const html = await render(query);
      expect(html).toContain('data-empty-state="noResult"');
      expect(html).toContain('輸入 2 到 4 個美股或指數代號');
      expect(html).toContain('href="/compare?ids=NVDA"');
    }
    expect(await render('ids=NOPE1,NOPE2')).toContain('找不到這些代號，已略過：NOPE1、NOPE2。');
  });
});
