import { keptJson } from '../runtime/kept-json';
import type { CsvProblem } from './transactions-csv';

/**
 * A refused import's answer, kept for the page the import redirects to (decision 054, CSV): the first
 * REPORT_PROBLEMS problems and how many there were in all, in a named Cache API cache of this data
 * centre (where the member's next request lands), under a key made of the member's id and an
 * unguessable id. Only that member's session finds it; it expires after ten minutes. A report that
 * is gone (expired, evicted, another data centre) only means the member imports again: nothing was saved.
 */
export interface ImportReport {
  /** Every problem found; `problems` holds the first of them. */
  total: number;
  problems: CsvProblem[];
}

/** More than anyone reads before fixing a file; the rest are counted. */
export const REPORT_PROBLEMS = 100;
const reports = keptJson('portfolio-import-reports', 600);

const keyOf = (memberId: number, id: string) => `https://portfolio-import-report.invalid/${memberId}/${id}`;

/** Keeps `problems` for `memberId`; answers the report's id. */
export async function keepImportReport(memberId: number, problems: readonly CsvProblem[]): Promise<string> {
  const id = crypto.randomUUID();
  const report: ImportReport = { total: problems.length, problems: problems.slice(0, REPORT_PROBLEMS) };
  await reports.keep(keyOf(memberId, id), report);
  return id;
}

/** The report `id` of `memberId`, or null when there is none (another member's, expired, or the cache failing). */
export const readImportReport = (memberId: number, id: string): Promise<ImportReport | null> => reports.read<ImportReport>(keyOf(memberId, id), '[portfolio-import]');
