import { parseConfig } from '@/lib/config';
import { knownSymbolCheck } from '@/lib/directory/known-symbols';
import type { DirectoryStore } from '@/lib/directory/store';
import { type MemberStore, memberStoreOf } from '@/lib/member/member-store';
import { type EntryField, fieldLabel, todayInTaipei } from '@/lib/portfolio/entries';
import { type ImportAnswer, importAnswerSearch } from '@/lib/portfolio/import-answers';
import { keepImportReport } from '@/lib/portfolio/import-report';
import { accountFilePath, accountHref, parseAccountId } from '@/lib/portfolio/routes';
import type { Problem } from '@/lib/portfolio/store-rpc';
import { CSV_HEADER, CSV_MAX_BYTES, type CsvProblem, importTransactionsCsv } from '@/lib/portfolio/transactions-csv';
import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { seeOther, sessionMemberId } from './member-form';
import { accountNotFound, signInFirst } from './portfolio-csv-answers';
import { readUpload, uploadedFile } from './portfolio-upload';

/** The file and the form's own few hundred bytes (boundaries, part headers). */
const UPLOAD_MAX_BYTES = CSV_MAX_BYTES + 16 * 1024;
/** An upload up to this size is read to its end to be answered with a page; a larger one is cut off. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

export interface PortfolioImportOptions {
  /** The symbol directory to check against (tests); default: the worker's edge directory. */
  directory?: DirectoryStore | null;
}

/**
 * POST /portfolio/accounts/{id}/import (importHref): the import form's file (multipart, works without
 * JavaScript), all or nothing. Runs inside the session (after guestToken), with the verified session's
 * member's store; another site's form was refused earlier (same-origin-writes.ts). Every answer but a
 * 404 (another member's or an unknown account) is a 303 back to the account, whose query says what came
 * of it (import-answers.ts); a refusal's rows wait in a short-lived report only this member can read.
 */
export default function portfolioImport(options: PortfolioImportOptions = {}): EdgeMiddleware {
  return async (c, next) => {
    const path = accountFilePath(new URL(c.req.url).pathname);
    if (path?.action !== 'import' || c.req.method !== 'POST') return next();
    // Read (or drained) first, whoever sends it: the answer reaches the browser only once it has sent all.
    const body = await readUpload(c.req.raw, UPLOAD_MAX_BYTES, DRAIN_MAX_BYTES);
    const accountId = parseAccountId(path.id);
    const memberId = sessionMemberId();
    if (memberId === null) return signInFirst(accountId);
    if (accountId === null) return accountNotFound();
    const store = memberStoreOf(c.env.MEMBER_STORES, memberId);
    let answer: ImportAnswer | 'not-found';
    try {
      if (!(await store.listAccounts()).some((account) => account.id === accountId)) return accountNotFound();
      answer = body.kind === 'too-large' ? { kind: 'too-large' } : await importFile(c, { store, memberId, accountId, bytes: body.bytes }, options);
    } catch (err) {
      console.error('[portfolio-import] the import failed', err);
      answer = { kind: 'error' };
    }
    return answer === 'not-found' ? accountNotFound() : seeOther(`${accountHref(accountId)}${importAnswerSearch(answer)}`);
  };
}

interface ImportRequest {
  store: MemberStore;
  memberId: number;
  accountId: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The file checked as the store will check it, and the directory's symbols, then written in one go. */
async function importFile(c: EdgeContext, request: ImportRequest, options: PortfolioImportOptions): Promise<ImportAnswer | 'not-found'> {
  const upload = await uploadedFile(request.bytes, c.req.header('content-type') ?? '');
  if (upload.kind !== 'file') return { kind: upload.kind };
  if (upload.file.size > CSV_MAX_BYTES) return { kind: 'too-large' };
  const isKnown = await knownSymbolCheck(parseConfig(c.env), options.directory);
  let unchecked = false;
  const csv = importTransactionsCsv(new Uint8Array(await upload.file.arrayBuffer()), {
    today: todayInTaipei(Date.now()),
    isKnownSymbol: (symbol) => {
      if (isKnown) return isKnown(symbol);
      unchecked = true;
      return true;
    },
  });
  if (!csv.ok) return refused(request.memberId, csv.problems);
  // The directory is being filled: no symbol can be vouched for yet, so nothing is saved.
  if (unchecked) return { kind: 'directory-unavailable' };
  const outcome = await request.store.importTransactions(request.accountId, csv.entries);
  if (outcome.status === 'imported') return { kind: 'imported', count: outcome.count };
  if (outcome.status === 'not-found') return 'not-found';
  if (outcome.status === 'error') return { kind: 'error' };
  // The ledger's refusals (a sale of more than was held): named by the row their entry came from.
  return refused(
    request.memberId,
    outcome.problems.map((problem) => ({ row: problem.index === undefined ? 0 : (csv.rows[problem.index] ?? 0), column: columnOf(problem), message: problem.message })),
  );
}

const COLUMN_LABELS = new Set(CSV_HEADER);
function columnOf(problem: Problem): string {
  if (problem.field === '') return '';
  const label = fieldLabel(problem.field as EntryField);
  return COLUMN_LABELS.has(label) ? label : '';
}

async function refused(memberId: number, problems: readonly CsvProblem[]): Promise<ImportAnswer> {
  return { kind: 'refused', report: await keepImportReport(memberId, problems) };
}
