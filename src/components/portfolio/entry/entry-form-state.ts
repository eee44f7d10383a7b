import 'server-only';
import { checkEntry, type EntryField, todayInTaipei } from '@/lib/portfolio/entries';
import { rateOnDate } from '@/lib/portfolio/entry-defaults';
import { entryValues, type FormValues, formValues, readAnswer, readId } from '@/lib/portfolio/portfolio-answers';
import { moveRefusal, storeRefusal } from '../ledger-refusal';
import type { LoadedAccount } from '../portfolio-data';

/** Where the 匯率 field's value came from: the FX service, the member (typed, or the transaction edited), or nowhere (the service failed, or has no close near the date). */
export type RateSource = 'service' | 'given' | 'unavailable';

export interface EntryFormState {
  /** The account chosen, and the transaction being changed (修改) if any, with the account it is in (修改 may move it). */
  accountId: number;
  editId: number | null;
  fromId: number;
  values: FormValues;
  rate: RateSource;
  /** The day of the service's close the rate is (the date's, or the last before it). */
  rateDate: string | null;
  /** Why the last post was refused: by field, and for the form as a whole. */
  problems: Partial<Record<EntryField, string>>;
  general: string[];
  today: string;
}

type Rates = () => Promise<readonly { date: string; rate: number }[] | null>;

/**
 * What 記一筆 shows, from its query: the stock and account it was opened with (addEntryHref), the
 * transaction to change (`edit`), or what the member typed and why it was refused (portfolio-answers.ts;
 * the reasons worked out again here with the same checks). The date defaults to today in Taipei and the
 * rate to the FX service's for that date (with that date and rate kept beside it, so the server can tell
 * a rate left as it was from one typed). Null when the transaction to change is not the member's.
 */
export async function entryFormState(accounts: readonly LoadedAccount[], query: string, usdTwdRates: Rates): Promise<EntryFormState | null> {
  const params = new URLSearchParams(query);
  const answer = readAnswer(query);
  const refused = answer?.kind === 'refused' && answer.form === 'entry' ? answer : null;
  const typed = formValues((name) => params.get(name));
  const chosen = accounts.find((loaded) => loaded.account.id === readId(typed.account)) ?? accounts[0];
  if (!chosen) return null;
  const editId = readId(typed.edit);
  // A refused move comes back with the account chosen; the transaction is still in the one it came from.
  const home = editId === null ? chosen : (accounts.find((loaded) => loaded.account.id === readId(typed.from)) ?? chosen);
  const edited = editId === null ? undefined : (await home.entries()).find((entry) => entry.id === editId);
  if (editId !== null && !edited) return null;
  const today = todayInTaipei(Date.now());
  const values: FormValues = { kind: 'buy', date: today, currency: chosen.account.currency, ...(edited && !refused ? entryValues(edited, chosen.account.id) : typed) };
  const found = values.fx ? null : rateOnDate((await usdTwdRates()) ?? [], values.date ?? today);
  if (found) Object.assign(values, { fx: found.rate, fxDate: values.date ?? today, fxShown: found.rate });
  const rate: RateSource = values.fx ? (found ? 'service' : 'given') : 'unavailable';
  const state: EntryFormState = { accountId: chosen.account.id, editId, fromId: home.account.id, values, rate, rateDate: found?.date ?? null, problems: {}, general: [], today };
  if (refused) await explainRefusal(state, refused.why, typed, chosen, home);
  return state;
}

async function explainRefusal(state: EntryFormState, why: string, typed: FormValues, account: LoadedAccount, home: LoadedAccount): Promise<void> {
  const checked = checkEntry(typed, state.today);
  if (!checked.ok) {
    for (const problem of checked.problems) state.problems[problem.field] ??= problem.message;
    return;
  }
  if (why === 'unknown-symbol') state.problems.symbol = `查無代號「${checked.entry.symbol}」：請確認是美股代號`;
  else if (why === 'symbol-unverified') state.problems.symbol = '暫時無法確認這個代號，請稍後再送出一次。';
  else if (why === 'account') state.general.push('找不到這個帳戶（可能已刪除），請選擇帳戶後再送出。');
  else if (why === 'store' && state.editId !== null && home !== account) state.general.push(...(await moveRefusal(home, account, state.editId, checked.entry)));
  else if (why === 'store') state.general.push(...(await storeRefusal(account, { write: checked.entry, ...(state.editId === null ? {} : { replace: state.editId }) })));
}
