import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpstreamContext } from '@/lib/upstream/http';
import { clearEdgePairs, fillEdgePairs } from '@tests/directory-kv';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';

/**
 * The ADR section as the page streams it, against the running sandbox: the async component awaited and
 * rendered to HTML. `answer` stands in front of the sandbox for the failure and hostile cases (the
 * request's calls only: a first fill of the edge's pairs goes to the sandbox itself). The edge cache is
 * off, so no answer of one test is another's; the pairs the edge keeps in KV are deleted before each.
 */
let answer: ((url: URL) => Response | null) | null = null;
const upstream = (): UpstreamContext => ({
  config: sandboxConfig(),
  edgeCache: false,
  fetch: async (input, init) => {
    const forced = answer?.(new URL(input instanceof Request ? input.url : String(input)));
    return forced ?? fetch(input, init);
  },
});
vi.mock('@/lib/server/request-context', () => ({ getConfig: () => sandboxConfig(), getUpstreamContext: () => upstream() }));
const { findAdrPair } = await import('@/lib/stock/adr-pair');
const { AdrParity, AdrParitySkeleton } = await import('./AdrParity');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const visibleText = (html: string) => html.replace(/<[^>]*>/g, '');
const render = async (symbol: string) => {
  const pair = await findAdrPair(symbol);
  if (!pair) throw new Error(`${symbol} is not paired`);
  return renderToStaticMarkup(await AdrParity({ pair }));
};

beforeEach(clearEdgePairs);
// The next file in this pool worker shares the namespace: it finds no pairs of ours.
afterAll(clearEdgePairs);

afterEach(async () => {
  answer = null;
  await setSandboxKnobs({});
});

describe('the ADR section against the sandbox', () => {
  it("TSM: 2330's close in TWD with its date, USD/TWD, parity for 5 shares, the premium in words, which close, a year's chart", async () => {
    const html = await render('TSM');
    const text = visibleText(html);
    expect(html).toContain('data-testid="adr-parity"');
    expect(text).toMatch(/台股收盤（2330）[\d,]+\.\d{2} 元\d{4}\/\d{2}\/\d{2}/);
    expect(text).toMatch(/美元兌新台幣3\d\.\d{3}\d{4}\/\d{2}\/\d{2}/);
    expect(text).toContain('1 ADR = 5 股');
    // The sandbox draws TSM's premium around 17 %: a premium, said in words, red only besides.
    expect(text).toMatch(/溢價 \d+\.\d{2}%/);
    expect(html).toMatch(/data-direction="rise"[^>]*>溢價 /);
    expect(html).toMatch(/data-testid="adr-close-used" data-close-used="(same-day|taiwan-closed|new-york-closed|taiwan-newer)"/);
    expect(Number(/data-points="(\d+)"/.exec(html)?.[1])).toBeGreaterThan(200);
    expect(text).toMatch(/溢價最高 \+\d+\.\d{2}%（\d{4}\/\d{2}\/\d{2}）、最低 [+-]\d+\.\d{2}%/);
    // Drawn on the server: an SVG path, nothing for the browser to run.
    expect(html).toMatch(/<path d="M0\.0 [\d.]+(L[\d.]+ [\d.]+)+"/);
    expect(html).not.toContain('<script');
  });

  it('CHT: its own ratio (10 shares per ADR)', async () => {
    expect(visibleText(await render('CHT'))).toContain('1 ADR = 10 股');
  });

  it('a stock without a Taiwan listing has no pair (the page renders no section)', async () => {
    expect(await findAdrPair('NVDA')).toBeNull();
    expect(await findAdrPair('2330')).toBeNull();
  });

  it('the closes failing: the section says so in text, in the room it reserved, and does not throw', async () => {
    const pair = await findAdrPair('TSM');
    answer = (url) => (url.pathname.includes('/taiwan-market/api/closes/') ? json({ error: { code: 'internal', message: 'down' } }, 500) : null);
    const html = renderToStaticMarkup(await AdrParity({ pair: pair! }));
    expect(html).toContain('data-testid="adr-parity-error"');
    expect(visibleText(html)).toContain('台股對照資料暫時無法載入，請稍後再試。');
    expect(html).toContain('role="alert"');
  });

  it('the whole service failing before the edge ever held the pairs: no pair, so no section, and no throw', async () => {
    await setSandboxKnobs({ fail: 'taiwan-market' });
    expect(await findAdrPair('TSM')).toBeNull();
  });

  it('the whole service failing once the edge holds the pairs: the section stands and says in text that its data is missing', async () => {
    await fillEdgePairs();
    await setSandboxKnobs({ fail: 'taiwan-market' });
    const pair = await findAdrPair('TSM');
    expect(pair).toMatchObject({ twseCode: '2330', nameZh: '台積電' });
    const html = renderToStaticMarkup(await AdrParity({ pair: pair! }));
    expect(html).toContain('data-testid="adr-parity-error"');
    expect(visibleText(html)).toContain('台股對照資料暫時無法載入，請稍後再試。');
  });

  it('a hostile pairs list (markup for a symbol) from the service is refused whole: no pair, no section', async () => {
    answer = (url) => (url.pathname.endsWith('/api/adr-pairs') ? json({ data: [{ adrSymbol: '<script>', twseCode: '2330', nameZh: 'x', nameEn: 'x', sharesPerAdr: 5 }] }) : null);
    expect(await findAdrPair('TSM')).toBeNull();
  });

  it('hostile answers are refused by the schema: a negative close or a zero rate becomes the error state, never a price', async () => {
    const pair = await findAdrPair('TSM');
    for (const hostile of [
      (url: URL) => (url.pathname.includes('/api/closes/') ? json({ data: { code: '2330', currency: 'TWD', closes: [{ date: '2026-11-24', close: -1 }] } }) : null),
      (url: URL) => (url.pathname.endsWith('/api/fx/usd-twd') ? json({ data: { pair: 'USD/TWD', rates: [{ date: '2026-11-24', rate: 0 }] } }) : null),
      (url: URL) => (url.pathname.endsWith('/api/fx/usd-twd') ? new Response('<html>not json</html>', { status: 200 }) : null),
    ]) {
      answer = hostile;
      const html = renderToStaticMarkup(await AdrParity({ pair: pair! }));
      expect(html).toContain('data-testid="adr-parity-error"');
    }
  });

  it('the calendar failing alone: the figures stand (it only names holidays)', async () => {
    answer = (url) => (url.pathname.endsWith('/api/calendar') ? json({}, 500) : null);
    expect(await render('TSM')).toContain('data-testid="adr-parity"');
  });

  it('the skeleton, the section and its error state reserve the same room', async () => {
    const reserved = (html: string) => /class="([^"]*)"/.exec(html)?.[1];
    const section = await render('TSM');
    const skeleton = renderToStaticMarkup(<AdrParitySkeleton />);
    expect(reserved(skeleton)).toBe(reserved(section));
    expect(skeleton).toContain('aria-busy="true"');
  });
});
