import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADR_PAIRS_KEY } from '@/lib/directory/adr-pairs';
import { deferred } from '@tests/deferred';
import { clearEdgePairs, directoryKv, edgePairsStore, fillEdgeDirectory, fillEdgePairs } from '@tests/directory-kv';
import { attrOf, inside, type PageHtml, single, squashed, textIn } from '@tests/page-html';
import { renderStockPage } from '@tests/stock-page-html';
import { setSandboxKnobs } from '@tests/upstream-context';

/**
 * The info page's ADR section against the pairs the edge keeps (decision 039; KV DIRECTORY under
 * `adr-pairs:v1`), rendered in workerd against the sandbox. The page decides whether a security is an
 * ADR before its first byte from the edge alone: the request's own calls go through `requestFetch`,
 * which can fail or hold the service's pairs list, to show the page never waits on it. A first fill
 * of the edge's pairs goes to the sandbox itself. The key is deleted before each test.
 */
let onPairsList: ((request: Request) => Promise<Response> | null) | null = null;
const requestFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  return (new URL(request.url).pathname.endsWith('/taiwan-market/api/adr-pairs') ? onPairsList?.(request) : null) ?? fetch(request);
};
vi.mock('@/lib/server/request-context', async () => {
  const mock = (await import('@tests/page-render-mocks')).requestContextMock({ edgeCache: false });
  return { ...mock, getUpstreamContext: () => ({ ...mock.getUpstreamContext(), fetch: requestFetch }) };
});
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { default: StockInfoPage } = await import('@/pages/stock/[id]/info');

const adrSection = (page: PageHtml) => page.byTestId('stock-info-adr');
const headingOf = (page: PageHtml) =>
  squashed(
    single(
      adrSection(page).flatMap((section) => inside(section, 'h2')),
      'ADR heading',
    ),
  );
const sectionText = (page: PageHtml) => textIn(single(adrSection(page), 'ADR section'));

beforeAll(async () => {
  // The route guard answers from the directory, as on a running site.
  await fillEdgeDirectory();
});

beforeEach(clearEdgePairs);
// The next file in this pool worker shares the namespace: it finds no pairs of ours.
afterAll(clearEdgePairs);

afterEach(async () => {
  onPairsList = null;
  await setSandboxKnobs({});
});

describe("the info page's ADR section and the pairs the edge keeps", { timeout: 20_000 }, () => {
  it('with the pairs at the edge the page asks no service whether a stock is an ADR: TSM has its section, NVDA none', async () => {
    await fillEdgePairs();
    let asked = 0;
    onPairsList = async () => {
      asked++;
      return new Response('{"error":{"code":"down","message":"down"}}', { status: 500 });
    };
    const tsm = await renderStockPage(StockInfoPage, 'info', 'TSM');
    expect(headingOf(tsm)).toBe('台積電（2330）台股對照');
    expect(tsm.byTestId('adr-parity')).toHaveLength(1);
    expect(sectionText(tsm)).toContain('1 ADR = 5 股');
    const nvda = await renderStockPage(StockInfoPage, 'info', 'NVDA');
    expect(adrSection(nvda)).toHaveLength(0);
    expect(nvda.byTestId('compact-chart')).toHaveLength(1);
    expect(asked).toBe(0);
  });

  it('with no pairs at the edge yet the shell does not wait for the service: the section streams in once it answers, and the edge is filled', async () => {
    const release = deferred();
    onPairsList = async (request) => {
      await release.promise;
      return fetch(request);
    };
    let shell: Awaited<ReturnType<typeof StockInfoPage>> | 'waited';
    try {
      // The page component's own await is the shell's: it once awaited the pairs list alongside the guard.
      shell = await Promise.race([StockInfoPage({ id: 'TSM' }), new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000))]);
      expect(shell).not.toBe('waited');
    } finally {
      release.resolve();
    }
    // That shell, which left without knowing, streams the section in behind its boundary.
    const page = await renderStockPage(async () => shell as Awaited<ReturnType<typeof StockInfoPage>>, 'info', 'TSM');
    expect(headingOf(page)).toBe('台積電（2330）台股對照');
    expect(page.byTestId('adr-parity')).toHaveLength(1);
    expect(page.unavailable).toBeUndefined();
    // The page started the edge's first fill (in the background): the next pages decide from it.
    await (await edgePairsStore()).fillUnderWay();
    expect(await directoryKv().get(ADR_PAIRS_KEY)).toContain('"adrSymbol":"TSM"');
  });

  it('no pairs at the edge and the service down: no section, and the rest of the page whole', async () => {
    await setSandboxKnobs({ fail: 'taiwan-market' });
    const page = await renderStockPage(StockInfoPage, 'info', 'TSM');
    expect(adrSection(page)).toHaveLength(0);
    expect(page.byTestId('compact-chart')).toHaveLength(1);
    expect(page.byTestId('stock-info-statistics')).toHaveLength(1);
    expect(page.unavailable).toBeUndefined();
  });

  it('the pairs at the edge and the service down: the section stands, saying in text that its data is missing', async () => {
    await fillEdgePairs();
    await setSandboxKnobs({ fail: 'taiwan-market' });
    const page = await renderStockPage(StockInfoPage, 'info', 'TSM');
    expect(headingOf(page)).toBe('台積電（2330）台股對照');
    const error = single(page.byTestId('adr-parity-error'), 'ADR error state');
    expect(squashed(error)).toContain('台股對照資料暫時無法載入，請稍後再試。');
    expect(page.where((element) => attrOf(element, 'role') === 'alert' && textIn(element).includes('台股對照'))).toHaveLength(1);
    expect(page.byTestId('compact-chart')).toHaveLength(1);
    expect(page.unavailable).toBeUndefined();
  });
});
