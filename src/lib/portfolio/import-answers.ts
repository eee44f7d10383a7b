/**
 * What a CSV import came to, carried in the query of the account page it is sent back to
 * (`/portfolio/accounts/3?import=imported&count=12#csv`): the edge writes it once the store has answered,
 * the page reads it and says it. Only codes, a count and a report's id travel: a refusal's rows are in
 * the report (import-report.ts), which only the member who imported can read.
 */
export type ImportAnswer =
  | { kind: 'imported'; count: number }
  /** Nothing saved; the refused rows are in the report `report`. */
  | { kind: 'refused'; report: string }
  | { kind: 'too-large' | 'no-file' | 'several-files' | 'directory-unavailable' | 'error' };

const PLAIN = ['too-large', 'no-file', 'several-files', 'directory-unavailable', 'error'] as const;
/** The section the answer is shown in: the browser scrolls to it on arrival. */
export const CSV_SECTION_ID = 'csv';

const COUNT = /^[1-9]\d{0,5}$/;
/** A report id as import-report.ts makes it (a UUID). */
const REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The query and fragment (from '?') that say `answer`. */
export function importAnswerSearch(answer: ImportAnswer): string {
  const params = new URLSearchParams({ import: answer.kind });
  if ('count' in answer) params.set('count', String(answer.count));
  if ('report' in answer) params.set('report', answer.report);
  return `?${params.toString()}#${CSV_SECTION_ID}`;
}

/** The answer a page query says, or null (no answer, or one this site never writes). */
export function readImportAnswer(search: string): ImportAnswer | null {
  const params = new URLSearchParams(search);
  const kind = params.get('import');
  if (kind === 'imported') {
    const count = params.get('count') ?? '';
    return COUNT.test(count) ? { kind, count: Number(count) } : null;
  }
  if (kind === 'refused') {
    const report = params.get('report') ?? '';
    return REPORT_ID.test(report) ? { kind, report } : null;
  }
  return PLAIN.find((plain) => plain === kind) ? { kind: kind as (typeof PLAIN)[number] } : null;
}
