import { checkEntry, type EntryFields } from '@/lib/portfolio/entries';
import { rateOnDate, ruleFee } from '@/lib/portfolio/entry-defaults';
import { Decimal } from '@/lib/portfolio/money';
import { answerHref, entryValues, type FormValues, formValues, type PortfolioAnswer, readId, type RefusalReason } from '@/lib/portfolio/portfolio-answers';
import { accountHref, addEntryHref, portfolioHref } from '@/lib/portfolio/routes';
import type { StoredAccount } from '@/lib/portfolio/store-rpc';
import type { MemberStore } from './member-store';
import { checkAccountFields, checkAccountName } from './portfolio-accounts';

/**
 * What each form of 我的持股 does (functions/portfolio-forms.ts posts them here with the session's own
 * store): the intent, the form's fields, and what only the site knows (the directory, the day's rate).
 * Each answers the address to send the member to, with what came of it: an account's forms go back to
 * /portfolio, a transaction written goes to its account, a refused one back to 記一筆 with what was typed.
 */

export interface FormContext {
  store: MemberStore;
  /** YYYY-MM-DD in Taipei: the latest date a transaction may have. */
  today: string;
  /** Whether the site's directory knows a symbol; null when it could not be asked. */
  isKnownSymbol: (symbol: string) => Promise<boolean | null>;
  /** USD/TWD closes of the last year, oldest first; null when the FX service failed. */
  usdTwdRates: () => Promise<readonly { date: string; rate: number }[] | null>;
}

type Field = (name: string) => string;

export async function portfolioFormAnswer(intent: string, field: Field, context: FormContext): Promise<string> {
  switch (intent) {
    case 'create-account':
    case 'rename-account':
    case 'remove-account':
    case 'restore-account':
      return answerHref(portfolioHref(), await accountAnswer(intent, field, context.store));
    case 'add-entry':
    case 'edit-entry':
    case 'restore-entry':
      return writeEntry(intent, field, context);
    case 'remove-entry':
      return removeEntry(field, context.store);
    default:
      return answerHref(portfolioHref(), { kind: 'not-found' });
  }
}

async function accountAnswer(intent: string, field: Field, store: MemberStore): Promise<PortfolioAnswer> {
  const values = formValues(field);
  const refused = (form: 'account' | 'rename' | 'restore', why: RefusalReason, id: number | null): PortfolioAnswer => ({ kind: 'refused', form, why, id, values });
  if (intent === 'create-account') {
    const checked = checkAccountFields(values);
    if (!checked.ok) return refused('account', 'check', null);
    const created = await store.createAccount(checked.fields);
    if (created.status === 'saved') return { kind: 'account-created', id: created.account.id };
    if (created.status === 'refused') return refused('account', created.problems.some((problem) => problem.field === 'name') ? 'name-taken' : 'full', null);
    return { kind: created.status };
  }
  const id = readId(field('id'));
  if (id === null) return { kind: 'not-found' };
  if (intent === 'rename-account') {
    if (!checkAccountName(values.name).ok) return refused('rename', 'check', id);
    const renamed = await store.renameAccount(id, values.name ?? '');
    if (renamed.status === 'saved') return { kind: 'account-renamed', id };
    return renamed.status === 'refused' ? refused('rename', 'name-taken', id) : { kind: renamed.status };
  }
  if (intent === 'remove-account') {
    const removed = await store.removeAccount(id);
    return removed.status === 'removed' ? { kind: 'account-removed', id } : { kind: removed.status === 'refused' ? 'error' : removed.status };
  }
  const restored = await store.restoreAccount(id);
  if (restored.status === 'saved') return { kind: 'account-restored', id };
  return restored.status === 'refused' ? refused('restore', restored.problems.some((problem) => problem.field === 'name') ? 'name-taken' : 'full', id) : { kind: restored.status };
}

/**
 * 記一筆, 修改 and 復原: the account's rule fills an empty fee, the day's rate an empty 匯率, then the checks
 * and the store. 修改 may move the transaction to the account chosen (`from` is the one it is in); 復原
 * writes it again under its old id, so it comes back in its place among its day's.
 */
async function writeEntry(intent: 'add-entry' | 'edit-entry' | 'restore-entry', field: Field, context: FormContext): Promise<string> {
  const values = formValues(field);
  const editId = intent === 'edit-entry' ? readId(values.edit) : null;
  const refused = (why: RefusalReason) => answerHref(addEntryHref(), { kind: 'refused', form: 'entry', why, id: null, values });
  const accounts = await context.store.listAccounts();
  const accountOf = (id: number | null) => accounts.find((candidate) => candidate.id === id);
  const account = accountOf(readId(values.account));
  if (!account || (intent === 'edit-entry' && editId === null)) return refused('account');
  // The transaction changed must be in the account it says (the store finds it by id alone).
  const from = editId === null ? account : accountOf(readId(values.from) ?? account.id);
  if (!from || (editId !== null && !(await context.store.listTransactions(from.id)).some((entry) => entry.id === editId)))
    return answerHref(accountHref(from?.id ?? account.id), { kind: 'not-found' });
  await fillDefaults(values, account, context);
  const checked = checkEntry(values, context.today);
  if (!checked.ok) return refused('check');
  const known = checked.entry.symbol === '' ? true : await context.isKnownSymbol(checked.entry.symbol);
  if (known !== true) return refused(known === null ? 'symbol-unverified' : 'unknown-symbol');
  const restoreId = intent === 'restore-entry' ? readId(field('id')) : null;
  const written =
    editId !== null
      ? await context.store.editTransaction(editId, checked.entry, account.id)
      : restoreId !== null
        ? await context.store.restoreTransaction(account.id, restoreId, checked.entry)
        : await context.store.addTransaction(account.id, checked.entry);
  if (written.status === 'refused') return refused('store');
  if (written.status !== 'saved') return answerHref(accountHref(account.id), { kind: written.status });
  const kind = intent === 'add-entry' ? 'entry-added' : intent === 'restore-entry' ? 'entry-restored' : from.id === account.id ? 'entry-edited' : 'entry-moved';
  return answerHref(accountHref(account.id), { kind, id: written.entry.id });
}

async function fillDefaults(values: FormValues, account: StoredAccount, context: FormContext): Promise<void> {
  if ((values.kind === 'buy' || values.kind === 'sell') && values.fee === undefined) {
    const fee = ruleFee({ ratePercent: new Decimal(account.feeRatePercent), minimum: new Decimal(account.feeMinimum) }, values.shares ?? '', values.price ?? '');
    if (fee !== null) values.fee = fee;
  }
  // The rate the form was filled with for another date, left as it was: not the member's, so the date sent gets its own.
  if (values.fx !== undefined && values.fx.trim() === values.fxShown && values.fxDate !== values.date?.trim()) delete values.fx;
  delete values.fxDate;
  delete values.fxShown;
  if (values.fx === undefined && values.date) {
    const rate = rateOnDate((await context.usdTwdRates()) ?? [], values.date.trim());
    // Filled here, it is the service's for this date: a refused form shown again can look it up again for another.
    if (rate !== null) Object.assign(values, { fx: rate.rate, fxDate: values.date.trim(), fxShown: rate.rate });
  }
}

/** Removes one transaction of the account; the answer carries its fields and id, so 復原 can write it again in its place. */
async function removeEntry(field: Field, store: MemberStore): Promise<string> {
  const accountId = readId(field('account'));
  const id = readId(field('id'));
  if (accountId === null || id === null) return answerHref(portfolioHref(), { kind: 'not-found' });
  const entry: EntryFields | undefined = (await store.listTransactions(accountId)).find((candidate) => candidate.id === id);
  if (!entry) return answerHref(accountHref(accountId), { kind: 'not-found' });
  const removed = await store.removeTransaction(id);
  if (removed.status === 'removed') return answerHref(accountHref(accountId), { kind: 'entry-removed', id, values: entryValues(entry, accountId) });
  // The ledger's refusal: a later sale needs the shares this one bought. The page replays it to say so.
  if (removed.status === 'refused') return answerHref(accountHref(accountId), { kind: 'refused', form: 'remove', why: 'store', id, values: {} });
  return answerHref(accountHref(accountId), { kind: removed.status });
}
