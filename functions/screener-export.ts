import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { parseConfig } from '@/lib/config';
import { attachmentDisposition } from '@/lib/http/content-disposition';
import { columnByKey } from '@/lib/screener/columns';
import { readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { presetBySlug } from '@/lib/screener/presets';
import { matchingRows } from '@/lib/screener/run-screen';
import { parseScreen } from '@/lib/screener/screen-query';
import { screenerCsv } from '@/lib/screener/screener-csv';
import type { ColumnDefinition, Preset } from '@/lib/screener/types';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';

/** What the export needs of the screener's snapshot: its rows and their New York trading date. */
export interface ExportSnapshot {
  tradingDate: string;
  rows: readonly ScreenerRow[];
}

export interface ScreenerExportOptions {
  /** The snapshot's rows, or null while there are none (tests); default: the worker's snapshot in KV. */
  readSnapshot?: (c: EdgeContext) => Promise<ExportSnapshot | null>;
}

/** The worker's snapshot when it is ready; null while a first fill runs or nothing can be read. */
async function edgeSnapshotRows(c: EdgeContext): Promise<ExportSnapshot | null> {
  const snapshot = await readScreenerSnapshot(parseConfig(c.env));
  return snapshot.state === 'ready' && snapshot.tradingDate !== null ? { tradingDate: snapshot.tradingDate, rows: snapshot.rows } : null;
}

/** How long a browser or shared cache may keep a file: the snapshot changes on its Cron Trigger at most. */
const EXPORT_MAX_AGE_SECONDS = 300;
const EXPORT_PATH = /^\/screener(?:\/([^/]+))?\/export\.csv$/u;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/** The export a path asks for: the plain screener's, a preset's, an unknown preset's (404), or none. */
export function exportRoute(pathname: string): { preset: Preset | undefined } | 'not-found' | null {
  const match = EXPORT_PATH.exec(pathname);
  if (!match) return null;
  if (match[1] === undefined) return { preset: undefined };
  const preset = presetBySlug(match[1]);
  return preset ? { preset } : 'not-found';
}

/**
 * The whole result of the screen the query says (every matching row, the screen's columns) as a CSV
 * download. A query with values it cannot use gets the file of what could be kept, as the page would
 * show it after its redirect: a download is no page to send elsewhere.
 */
export function exportResponse(snapshot: ExportSnapshot, query: URLSearchParams, preset: Preset | undefined): Response {
  const { screen } = parseScreen(query, preset);
  const columns = screen.columns.map(columnByKey).filter((column): column is ColumnDefinition => column !== undefined);
  const csv = screenerCsv(matchingRows(snapshot.rows, screen, snapshot.tradingDate), columns);
  const name = preset?.slug ?? 'screen';
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(`screener-${name}-${snapshot.tradingDate}.csv`, `選股-${preset?.title ?? '自訂條件'}-${snapshot.tradingDate}.csv`),
      'cache-control': `public, max-age=${EXPORT_MAX_AGE_SECONDS}`,
      'x-robots-tag': 'noindex',
    },
  });
}

/**
 * GET /screener/export.csv?<screen> and /screener/{preset}/export.csv?<screen>: the screen's whole
 * result as CSV, from the snapshot at the edge (no upstream call, no session). Before the snapshot's
 * first fill, 503 with Retry-After; an unknown preset 404; never a 5xx for what a URL says.
 */
export default function screenerExport(options: ScreenerExportOptions = {}): EdgeMiddleware {
  const readSnapshot = options.readSnapshot ?? edgeSnapshotRows;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const route = exportRoute(url.pathname);
    if (route === null) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    if (route === 'not-found') return plain(404, '找不到這個選股條件');
    const snapshot = await readSnapshot(c);
    if (!snapshot) return plain(503, '選股資料準備中，請稍後再試', { 'retry-after': '60' });
    return exportResponse(snapshot, url.searchParams, route.preset);
  };
}
