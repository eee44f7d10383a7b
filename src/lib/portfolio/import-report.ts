import type { CsvProblem } from './transactions-csv';

/**
 * A refused import's answer, kept for the page the import redirects to (decision 054, CSV): the first
 * REPORT_PROBLEMS problems and how many there were in all, in a named Cache API cache of this data
 * centre (where the member's next request lands), under a key made of the member's id and an
 * unguessable id. Only that member's session finds it; it expires after REPORT_SECONDS. A report that
 * is gone (expired, evicted, another data centre) only means the member imports again: nothing was saved.
 */
export interface ImportReport {
  /** Every problem found; `problems` holds the first of them. */
  total: number;
  problems: CsvProblem[];
}

/** More than anyone reads before fixing a file; the rest are counted. */
export const REPORT_PROBLEMS = 100;
const REPORT_SECONDS = 600;
const CACHE_NAME = 'portfolio-import-reports';

const keyOf = (memberId: number, id: string) => `https://portfolio-import-report.invalid/${memberId}/${id}`;

/** Keeps `problems` for `memberId`; answers the report's id. */
export async function keepImportReport(memberId: number, problems: readonly CsvProblem[]): Promise<string> {
  const id = crypto.randomUUID();
  const report: ImportReport = { total: problems.length, problems: problems.slice(0, REPORT_PROBLEMS) };
  const cache = await caches.open(CACHE_NAME);
  // `public` only lets this Worker's own cache keep it: the key is no address anyone can ask for.
  await cache.put(keyOf(memberId, id), new Response(JSON.stringify(report), { headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${REPORT_SECONDS}` } }));
  return id;
}

/** The report `id` of `memberId`, or null when there is none (another member's, expired, or the cache failing). */
export async function readImportReport(memberId: number, id: string): Promise<ImportReport | null> {
  try {
    const cache = await caches.open(CACHE_NAME);
    const hit = await cache.match(keyOf(memberId, id));
    return hit ? ((await hit.json()) as ImportReport) : null;
  } catch (err) {
    console.warn('[portfolio-import] report unreadable', err);
    return null;
  }
}
