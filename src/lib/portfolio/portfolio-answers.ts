import { ENTRY_KINDS, type EntryField, type EntryFields } from './entries';

/**
 * What a 我的持股 form post came to, carried in the query of the page it is sent back to
 * (`/portfolio?answer=account-created&id=3`): the edge writes it once the store has answered, the page
 * reads it and says it. No message travels: the page words each answer itself, from the store (a name
 * by its id) or by checking the values again with the same rules (checkEntry, checkAccountFields), so
 * a link can only ever make the page say what these checks say about the values in it. A refused form
 * comes back with what the member typed (`values`), to be put back in its fields; a removed transaction
 * comes back with its fields and its id (its place among its day's), for 復原.
 */

/** Which form a refusal is about: an account's (new, renamed, restored) or a transaction's (記一筆 or 修改, 刪除). */
export type RefusedForm = 'account' | 'rename' | 'restore' | 'entry' | 'remove';

/**
 * Why a form was refused, beyond what checking its values again shows ('check'): a name another account
 * has, the account limit, a symbol the directory does not know (or could not be asked about), the store's
 * own refusal (the ledger's, as a sale of more than was held, or the transaction limit), an account gone.
 */
export const REFUSAL_REASONS = ['check', 'name-taken', 'full', 'unknown-symbol', 'symbol-unverified', 'store', 'account'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A form's fields by name, as typed: the transaction's, the account's, and the account and entry it is about. */
export type FormValues = Partial<Record<FormField, string>>;
const ACCOUNT_FORM_FIELDS = ['name', 'currency', 'costMethod', 'feeRatePercent', 'feeMinimum'] as const;
const ENTRY_FORM_FIELDS = [
  'kind',
  'date',
  'symbol',
  'shares',
  'price',
  'fee',
  'otherFees',
  'amount',
  'withheld',
  'splitFrom',
  'splitTo',
  'currency',
  'fx',
  'note',
] as const satisfies readonly EntryField[];
/**
 * The entry form's own: the account chosen (`account`), the transaction being changed (`edit`) and the
 * account it is in (`from`: 修改 may move it), the date and rate the 匯率 field was filled with by the FX
 * service (`fxDate`, `fxShown`: a rate left as it was is looked up again for a date changed).
 */
const ENTRY_FORM_OWN = ['account', 'edit', 'from', 'fxDate', 'fxShown'] as const;
const FORM_FIELDS = [...new Set([...ACCOUNT_FORM_FIELDS, ...ENTRY_FORM_FIELDS, ...ENTRY_FORM_OWN] as const)];
export type FormField = (typeof ACCOUNT_FORM_FIELDS)[number] | (typeof ENTRY_FORM_FIELDS)[number] | (typeof ENTRY_FORM_OWN)[number];

/** Longer than any field may be (a note of 200 characters, each up to 4 UTF-16 units after normalising): cut, never carried whole. */
const VALUE_MAX = 800;

export type PortfolioAnswer =
  | { kind: 'account-created' | 'account-renamed' | 'account-removed' | 'account-restored' | 'entry-added' | 'entry-edited' | 'entry-moved' | 'entry-restored'; id: number }
  | { kind: 'entry-removed'; id: number | null; values: FormValues }
  | { kind: 'refused'; form: RefusedForm; why: RefusalReason; id: number | null; values: FormValues }
  | { kind: 'not-found' | 'error' };

const WITH_ID = ['account-created', 'account-renamed', 'account-removed', 'account-restored', 'entry-added', 'entry-edited', 'entry-moved', 'entry-restored'] as const;
const FORMS: readonly RefusedForm[] = ['account', 'rename', 'restore', 'entry', 'remove'];
const ID = /^[1-9]\d{0,15}$/;

/** An id as forms and queries write it (a positive safe integer), or null. */
export function readId(text: string | null | undefined): number | null {
  return text && ID.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** The known fields of a form or query, cut to length; empty ones left out (the query stays short). */
export function formValues(get: (name: string) => string | null | undefined): FormValues {
  const values: FormValues = {};
  for (const field of FORM_FIELDS) {
    const value = get(field);
    if (typeof value === 'string' && value !== '') values[field] = value.slice(0, VALUE_MAX);
  }
  return values;
}

/** A stored transaction's fields as form values (for 復原 after it was removed). */
export const entryValues = (entry: EntryFields, accountId: number): FormValues => formValues((name) => (name === 'account' ? String(accountId) : (entry as unknown as Record<string, string>)[name]));

/** `path` with the query (with '?') that says `answer`. */
export function answerHref(path: string, answer: PortfolioAnswer): string {
  const params = new URLSearchParams({ answer: answer.kind });
  if ('form' in answer) params.set('form', answer.form);
  if ('why' in answer) params.set('why', answer.why);
  if ('id' in answer && answer.id !== null) params.set('id', String(answer.id));
  if ('values' in answer) for (const [field, value] of Object.entries(answer.values)) params.set(field, value);
  return `${path}?${params.toString()}`;
}

/** The answer a page's query says, or null (none, or one this site never writes). */
export function readAnswer(search: string): PortfolioAnswer | null {
  const params = new URLSearchParams(search);
  const kind = params.get('answer');
  const id = readId(params.get('id'));
  for (const known of WITH_ID) if (kind === known) return id === null ? null : { kind, id };
  if (kind === 'not-found' || kind === 'error') return { kind };
  const values = formValues((name) => params.get(name));
  if (kind === 'entry-removed') return ENTRY_KINDS.includes(values.kind as EntryFields['kind']) ? { kind, id, values } : null;
  const form = FORMS.find((candidate) => candidate === params.get('form'));
  const why = REFUSAL_REASONS.find((candidate) => candidate === params.get('why'));
  return kind === 'refused' && form && why ? { kind, form, why, id, values } : null;
}
