/**
 * The Worker that `scripts/bench/screener-engine.ts` runs in workerd: the screener's engine over a
 * market the size of the directory's, kept in the isolate as the snapshot would be. Each request does
 * one piece of work and answers how long it took, timed in the isolate (local workerd's clock runs
 * during a request, unlike the deployed runtime's): for work without I/O, that is its CPU time.
 */
import { COLUMNS } from '@/lib/screener/columns';
import { runScreen } from '@/lib/screener/run-screen';
import { parseScreen } from '@/lib/screener/screen-query';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { exportResponse } from '../../../functions/screener-export';
import { screenerRows } from './screener-rows';

const TRADING_DATE = '2026-11-20';
let rows: ScreenerRow[] = [];

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const query = new URLSearchParams(url.searchParams.get('q') ?? '');
    switch (url.pathname) {
      case '/rows':
        rows = screenerRows(Number(url.searchParams.get('count') ?? '13000'));
        return new Response(String(rows.length));
      case '/run': {
        const started = performance.now();
        const result = runScreen(rows, parseScreen(query).screen, TRADING_DATE);
        return Response.json({ ms: performance.now() - started, total: result.total });
      }
      case '/csv': {
        // The largest export (every row, every column) as the route answers it, its body read whole in the isolate.
        const started = performance.now();
        const everything = new URLSearchParams({ cols: COLUMNS.map((column) => column.key).join(',') });
        const body = await exportResponse({ tradingDate: TRADING_DATE, rows }, everything, undefined).arrayBuffer();
        return Response.json({ ms: performance.now() - started, bytes: body.byteLength, columns: COLUMNS.length });
      }
      default:
        return new Response('ok');
    }
  },
};
