import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COLUMNS } from '@/lib/screener/columns';
import { edgeScreener, screenerRefreshContext } from '@/lib/screener/edge-screener';
import { refreshScreener } from '@/lib/screener/refresh';
import { presetBySlug } from '@/lib/screener/presets';
import { matchingRows } from '@/lib/screener/run-screen';
import { parseScreen } from '@/lib/screener/screen-query';
import type { Preset } from '@/lib/screener/types';
import { emptyDirectoryKv } from '@tests/directory-kv';
import { screenerRows } from '@tests/screener-rows';
import { sandboxConfig } from '@tests/upstream-context';
import type { EdgeEnv } from './edge-env';
import screenerExport, { type ExportSnapshot } from './screener-export';

/** The CSV download in workerd, over a market the size of the directory's. */
const snapshot: ExportSnapshot = { tradingDate: '2026-11-20', rows: screenerRows(13_000) };
const appWith = (current: ExportSnapshot | null) => new Hono<EdgeEnv>().use(screenerExport({ readSnapshot: () => Promise.resolve(current) })).all('*', (c) => c.text('page'));
const app = appWith(snapshot);
const get = (path: string, init?: RequestInit) => app.request(`http://localhost:8787${path}`, init);
const lines = async (res: Response) => (await res.text()).split('\r\n').slice(0, -1);
const expected = (query: string, preset?: Preset) => matchingRows(snapshot.rows, parseScreen(new URLSearchParams(query), preset).screen, snapshot.tradingDate);

describe('GET /screener/export.csv', () => {
  it('answers the whole result, not a page, as a UTF-8 download with a BOM', async () => {
    const res = await get('/screener/export.csv?yield=over2&sort=yield');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="screener-screen-2026-11-20.csv"; filename*=UTF-8''${encodeURIComponent('選股-自訂條件-2026-11-20.csv')}`);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = expected('yield=over2&sort=yield');
    expect(rows.length).toBeGreaterThan(100);
    const written = await lines(res);
    expect(written[0]).toBe('\uFEFF代號,名稱,股價（美元）,漲跌幅（%）,成交量（股）,市值（億美元）,本益比,殖利率（%）');
    expect(written.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row.id));
  });

  it("a preset's export is its screen, with the query's changes on top", async () => {
    const res = await get('/screener/monthly-dividend/export.csv?yield=over8');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="screener-monthly-dividend-2026-11-20.csv"');
    const written = await lines(res);
    expect(written.length - 1).toBe(expected('yield=over8', presetBySlug('monthly-dividend')).length);
    expect(written.length).toBeGreaterThan(1);
    for (const line of written.slice(1)) {
      const cells = line.split(',');
      expect(Number(cells[4])).toBeGreaterThanOrEqual(8);
    }
  });

  it('every row and every column: the largest file answers whole', async () => {
    const res = await get(`/screener/export.csv?cols=${COLUMNS.map((column) => column.key).join(',')}`);
    expect(res.status).toBe(200);
    const written = await lines(res);
    expect(written).toHaveLength(snapshot.rows.length + 1);
    expect(written[0]?.split(',')).toHaveLength(COLUMNS.length + 2);
  });

  it('hostile queries: 200 with what could be kept, never a 5xx', async () => {
    const hostile = [
      `pe=NaN&yield=over4&${'x'.repeat(10_000)}=1`,
      `sector=${'a'.repeat(10_240)}&yield=over4`,
      Array.from({ length: 500 }, (_, index) => `k${index}=-1`).join('&'),
      'pe=20-10&mcap=-5-&page=-1&sort=%00&cols=%E0%A4%A',
    ];
    for (const query of hostile) {
      const res = await get(`/screener/export.csv?${query}`);
      expect(res.status, query.slice(0, 40)).toBe(200);
      expect((await lines(res)).length - 1).toBe(expected(query).length);
    }
  });

  it('an unknown preset is 404, a write 405, and before the first fill 503 with Retry-After', async () => {
    expect((await get('/screener/no-such-preset/export.csv')).status).toBe(404);
    expect((await get('/screener/export.csv', { method: 'POST' })).status).toBe(405);
    const empty = await appWith(null).request('http://localhost:8787/screener/export.csv');
    expect(empty.status).toBe(503);
    expect(empty.headers.get('retry-after')).toBe('60');
    expect(await (await get('/screener/high-dividend')).text()).toBe('page');
  });
});

describe("the worker's own snapshot (KV, filled from the sandbox as the Cron Trigger does)", () => {
  const request = async (path: string) => {
    const exec = createExecutionContext();
    const res = await new Hono<EdgeEnv>().use(screenerExport()).request(`http://localhost:8787${path}`, {}, sandboxConfig(), exec);
    await waitOnExecutionContext(exec);
    return res;
  };

  it('exports every row the snapshot holds', async () => {
    await emptyDirectoryKv();
    const store = await edgeScreener.store();
    if (!store) throw new Error('the test worker has no DIRECTORY binding');
    const report = await refreshScreener(store, screenerRefreshContext(sandboxConfig()));
    const table = await store.table();
    expect(report.status).not.toBe('kept');
    expect(table?.rows.length).toBeGreaterThan(100);
    const res = await request('/screener/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`screener-screen-${table?.tradingDate}.csv`);
    expect((await lines(res)).length - 1).toBe(table?.rows.length);
  });
});
