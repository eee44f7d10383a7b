import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshDirectory } from '@/lib/directory/refresh';
import { DirectoryStore, META_KEY } from '@/lib/directory/store';
import type { StockSuggestionsAnswer } from '@/lib/stock/suggestion';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';
import stockSuggestions from './stock-suggestions';
import { directoryKv, emptyDirectoryKv } from '@tests/directory-kv';
import { eventually } from '../tests/support/eventually.ts';

/**
 * GET /api/stock-suggestions in workerd, over a directory in real KV filled from the sandbox: what the
 * header search shows for what readers type, bounded answers for hostile input, 4xx for bad requests.
 */
const kv = directoryKv();
const store = new DirectoryStore({ kv });
const app = new Hono().use(stockSuggestions({ directory: store })).all('*', (c) => c.text('page'));

async function request(path: string, init: RequestInit = {}, directory: DirectoryStore | null = store) {
  const exec = createExecutionContext();
  const target = directory === store ? app : new Hono().use(stockSuggestions({ directory })).all('*', (c) => c.text('page'));
  const res = await target.request(`http://localhost:8787${path}`, init, sandboxConfig(), exec);
  await waitOnExecutionContext(exec);
  return res;
}

/** `q` is sent percent-encoded, unless `encoded` says it already is (bytes that are no UTF-8). */
const suggest = async (q: string, encoded = false) => {
  const res = await request(`/api/stock-suggestions?q=${encoded ? q : encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as StockSuggestionsAnswer;
};
const ids = async (q: string) => (await suggest(q)).items.map((item) => item.id);

beforeAll(async () => {
  await emptyDirectoryKv();
  await refreshDirectory(store, { config: sandboxConfig(), edgeCache: false });
});

describe('stock suggestions: what readers find', () => {
  it('ticker prefix, case-insensitive, exact ticker first then by size', async () => {
    expect((await ids('nv'))[0]).toBe('NVDA');
    expect((await ids('NV'))[0]).toBe('NVDA');
    expect((await ids('ms'))[0]).toBe('MS');
    expect((await ids('ms'))[1]).toBe('MSFT');
    expect((await ids('brk.b'))[0]).toBe('BRK.B');
  });

  it('English name words, large companies first', async () => {
    const found = await ids('micro');
    expect(found.slice(0, 2)).toEqual(['MSFT', 'AMD']);
    expect(found).toContain('MU');
    expect(await ids('advanced micro')).toEqual(['AMD']);
  });

  it('Chinese names, and the four indices by Chinese name, alias and symbol', async () => {
    expect((await ids('輝'))[0]).toBe('NVDA');
    expect(await ids('輝達')).toEqual(['NVDA']);
    expect((await ids('台積'))[0]).toBe('TSM');
    expect((await ids('標普'))[0]).toBe('#GSPC');
    expect((await ids('GSPC'))[0]).toBe('#GSPC');
    expect(await ids('.GSPC')).toEqual(['#GSPC']);
    expect((await ids('費半'))[0]).toBe('#SOXX');
    expect((await ids('道瓊'))[0]).toBe('#DJI');
  });

  it('the PHLX index as readers know it: "sox" and ".sox" find it first, shown as #SOX, linked by the id #SOXX', async () => {
    for (const q of ['sox', '.sox', 'SOX']) {
      const answer = await suggest(q);
      expect(answer.items[0], q).toMatchObject({ id: '#SOXX', symbol: '#SOX', kind: 'index', href: '/stock/.SOXX/info' });
      expect(answer.named?.id, q).toBe('#SOXX');
    }
    // The iShares ETF keeps its own letters.
    expect((await suggest('soxx')).items[0]).toMatchObject({ id: 'SOXX', symbol: 'SOXX', kind: 'etf' });
  });

  it('full-width input is folded (ＮＶＤＡ)', async () => {
    expect((await ids('ＮＶＤＡ'))[0]).toBe('NVDA');
  });

  it('each suggestion has ticker, both names, exchange and its info page; the answer is small and cacheable', async () => {
    const res = await request('/api/stock-suggestions?q=a');
    const body = await res.text();
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(4096);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('set-cookie')).toBeNull();
    const answer = JSON.parse(body) as StockSuggestionsAnswer;
    expect(answer.items).toHaveLength(8);
    expect(answer.items[1]).toEqual({ id: 'AAPL', symbol: 'AAPL', customName: '蘋果', name: 'Apple Inc.', exchange: 'Nasdaq', kind: 'stock', href: '/stock/AAPL/info' });
    expect((await suggest('nvda')).named?.id).toBe('NVDA');
    expect((await suggest('輝達')).named).toMatchObject({ id: 'NVDA', href: '/stock/NVDA/info' });
    expect((await suggest('nv')).named).toBeNull();
    // The only stock a word matches is the one it names: Enter goes there.
    expect((await suggest('台積')).named).toMatchObject({ id: 'TSM', href: '/stock/TSM/info' });
    const index = (await suggest('標普')).items[0];
    expect(index).toMatchObject({ id: '#GSPC', exchange: null, kind: 'index', href: '/stock/.GSPC/info' });
  });

  it('Enter opens the top suggestion when the text names it exactly, though others match too', async () => {
    for (const [q, id] of [
      ['apple', 'AAPL'],
      ['Apple Inc.', 'AAPL'],
      ['標普', '#GSPC'],
      ['meta', 'META'],
      ['alphabet', 'GOOG'],
      ['谷歌', 'GOOG'],
      ['2330', 'TSM'],
      ['２３３０', 'TSM'],
      ['3711', 'ASX'],
    ] as const) {
      const answer = await suggest(q);
      expect(answer.items.length, q).toBeGreaterThan(0);
      expect(answer.items[0]?.id, q).toBe(id);
      expect(answer.named?.id, q).toBe(id);
    }
    // Several match and none exactly: Enter stays the article search.
    for (const q of ['appl', 'micro', '2331']) expect((await suggest(q)).named, q).toBeNull();
  });
});

describe('stock suggestions: hostile and bad input', () => {
  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['percent', '%'],
    ['percent escapes', '%E0%A4%A'],
    ['emoji', '📈🚀'],
    ['only spaces', '     '],
    ['1,000 characters', 'A'.repeat(1000)],
    ['control characters', 'nv\u0000\u001b[31m'],
    ['lone surrogate', '\uD800nv'.replace(/[\uD800-\uDFFF]/g, '\uFFFD')],
    ['quotes', `"'\`--`],
    ['RTL override', '\u202Envda'],
  ])('%s: 200 with a bounded answer, never an error', async (_name, q) => {
    const answer = await suggest(q);
    expect(answer.items.length).toBeLessThanOrEqual(8);
    expect(answer.q.length).toBeLessThanOrEqual(50);
  });

  it.each([
    ['bytes that are no UTF-8', '%ED%A0%80nv%FF', undefined],
    ['a bare percent sign', '100%', undefined],
    ['an encoded NUL before a ticker', '%00nvda', 'NVDA'],
  ])('%s: 200, never an error', async (_name, q, first) => {
    const answer = await suggest(q, true);
    expect(answer.items.length).toBeLessThanOrEqual(8);
    if (first) expect(answer.items[0]?.id).toBe(first);
  });

  it('no q is a 400, a huge q a 414, other methods a 405', async () => {
    expect((await request('/api/stock-suggestions')).status).toBe(400);
    expect((await request(`/api/stock-suggestions?q=${'x'.repeat(2000)}`)).status).toBe(414);
    const post = await request('/api/stock-suggestions?q=nv', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('other paths pass through', async () => {
    expect(await (await request('/api/stock-suggestions/x?q=nv')).text()).toBe('page');
  });

  it('markup in the query is echoed escaped, never as markup', async () => {
    const res = await request(`/api/stock-suggestions?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    const body = await res.text();
    expect(body).not.toMatch(/[<>]/);
    expect((JSON.parse(body) as StockSuggestionsAnswer).q).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('stock suggestions: an empty directory', () => {
  it('answers 503 with Retry-After at once, never waiting on the fill it starts, then answers from the filled directory', async () => {
    const fresh = async () => new DirectoryStore({ kv: await emptyDirectoryKv() });
    await setSandboxKnobs({ fail: 'business' });
    try {
      const res = await request('/api/stock-suggestions?q=nv', {}, await fresh());
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as StockSuggestionsAnswer).items).toEqual([]);
      // The fill it started found the upstream down and wrote its meta (no groups): over before the next store.
      await eventually(
        () => directoryKv().get(META_KEY),
        (meta) => meta !== null,
      );
    } finally {
      await setSandboxKnobs({});
    }
    // A healthy upstream: the first reader still does not wait for the fill; the next ones get it.
    const store = await fresh();
    const first = await request('/api/stock-suggestions?q=nv', {}, store);
    expect(first.status).toBe(503);
    const filled = await eventually(
      async () => request('/api/stock-suggestions?q=nv', {}, store),
      (res) => res.status === 200,
      15_000,
    );
    expect(((await filled.json()) as StockSuggestionsAnswer).items[0]?.id).toBe('NVDA');
  }, 20_000);
});
