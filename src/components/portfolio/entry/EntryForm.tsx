import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { PORTFOLIO_PATH } from '@/lib/auth/guards';
import { ENTRY_KINDS, type EntryField, KIND_FIELDS, KIND_LABELS, NOTE_MAX } from '@/lib/portfolio/entries';
import { accountHref } from '@/lib/portfolio/routes';
import type { StoredAccount } from '@/lib/portfolio/store-rpc';
import { feeRuleText } from '../accounts/account-text';
import { controlClass, describedBy, Field, TextField } from '../form/Field';
import { FormActions } from '../form/FormActions';
import { RadioPills } from '../form/RadioPills';
import { PortfolioNotice } from '../PortfolioNotice';
import type { EntryFormState } from './entry-form-state';

/** The kinds each field belongs to (its `data-for`): the form shows a field only for those. */
const forKinds = (field: EntryField): string => ENTRY_KINDS.filter((kind) => KIND_FIELDS[kind].includes(field)).join(' ');

/**
 * 記一筆 (and 修改): one form for every kind of transaction, posted to 我的持股 and working without
 * JavaScript. The kind is a radio group; a CSS :has() rule shows only the chosen kind's fields (a
 * browser without :has shows them all, and the server takes only the kind's own). Fields left empty
 * are filled when it is sent: a trade's fee by the account's rule, a dividend's withholding at 30 %,
 * the rate by the FX service's for the date (and a rate the service filled for another date than the one
 * sent, left as it was, is looked up again: fxDate and fxShown say which it was). In 修改 the account can
 * be changed: the transaction moves there.
 */
export function EntryForm({ state, accounts }: { state: EntryFormState; accounts: readonly StoredAccount[] }) {
  const { values, problems, editId } = state;
  const account = accounts.find((candidate) => candidate.id === state.accountId);
  const accountNote = accountHint(account, editId !== null);
  const text = (id: string, field: EntryField, label: string, hint?: string) => (
    <TextField
      id={id}
      name={field}
      label={label}
      hint={hint}
      error={problems[field]}
      forKinds={field === 'fx' || field === 'note' ? undefined : forKinds(field)}
      inputMode="decimal"
      autoComplete="off"
      value={values[field] ?? ''}
    />
  );
  return (
    <form method="post" action={PORTFOLIO_PATH} className={formClass} data-testid="entry-form">
      <input type="hidden" name="intent" value={editId === null ? 'add-entry' : 'edit-entry'} />
      {editId !== null && (
        <>
          <input type="hidden" name="edit" value={editId} />
          <input type="hidden" name="from" value={state.fromId} />
        </>
      )}
      {state.general.length > 0 || Object.keys(problems).length > 0 ? (
        <PortfolioNotice tone="refused" lines={['沒有儲存：', ...(state.general.length > 0 ? state.general : ['請依欄位下的說明修改後再送出。'])]} />
      ) : null}
      <Field id="entry-account" label="帳戶" hint={accountNote || undefined}>
        <select id="entry-account" name="account" defaultValue={String(state.accountId)} className={controlClass} {...describedBy('entry-account', accountNote !== '', undefined)}>
          {accounts.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </Field>
      <RadioPills legend="類別" name="kind" options={ENTRY_KINDS} labels={KIND_LABELS} checked={values.kind ?? 'buy'} error={problems.kind} />
      <div className={gridClass}>
        <Field id="entry-date" label="日期" error={problems.date} hint="成交日（美東）">
          <input id="entry-date" name="date" type="date" max={state.today} defaultValue={values.date ?? state.today} className={controlClass} {...describedBy('entry-date', true, problems.date)} />
        </Field>
        <TextField
          id="entry-symbol"
          name="symbol"
          label="代號"
          error={problems.symbol}
          forKinds={forKinds('symbol')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="例如 NVDA"
          value={values.symbol ?? ''}
        />
        {text('entry-shares', 'shares', '股數', '可有小數（零股）')}
        {text('entry-price', 'price', '每股價格（US$）')}
        {text('entry-fee', 'fee', '手續費（US$）', '留空：依帳戶的費率與最低手續費計算；沒有手續費請填 0')}
        {text('entry-other-fees', 'otherFees', '其他費用（US$）', '例如交易所規費；沒有就留空')}
        {text('entry-amount', 'amount', '金額', '股利填稅前總額（US$）；入金、出金依下方幣別；費用填 US$')}
        {text('entry-withheld', 'withheld', '預扣稅（US$）', '留空：預扣 30%，實收 = 金額 − 預扣稅')}
        {text('entry-split-from', 'splitFrom', '分割前股數', '例如 1 拆 4：分割前 1、分割後 4')}
        {text('entry-split-to', 'splitTo', '分割後股數')}
        <Field id="entry-currency" label="幣別" error={problems.currency} forKinds={forKinds('currency')}>
          <select id="entry-currency" name="currency" defaultValue={values.currency || 'TWD'} className={controlClass} {...describedBy('entry-currency', false, problems.currency)}>
            <option value="TWD">新台幣（TWD）</option>
            <option value="USD">美元（USD）</option>
          </select>
        </Field>
        {text('entry-fx', 'fx', '匯率（1 美元兌新台幣）', rateHint(state))}
        {values.fxDate && values.fxShown ? (
          <>
            <input type="hidden" name="fxDate" value={values.fxDate} />
            <input type="hidden" name="fxShown" value={values.fxShown} />
          </>
        ) : null}
      </div>
      <Field id="entry-note" label="備註" hint={`選填，最多 ${NOTE_MAX} 字`} error={problems.note}>
        <textarea id="entry-note" name="note" rows={2} maxLength={NOTE_MAX} defaultValue={values.note ?? ''} className={noteClass} {...describedBy('entry-note', true, problems.note)} />
      </Field>
      <FormActions label={editId === null ? '記下' : '儲存修改'} testId="entry-submit" cancelHref={accountHref(state.accountId)} />
    </form>
  );
}

function rateHint(state: EntryFormState): string {
  if (state.rate === 'unavailable') return '暫時查不到這天的匯率：請填入當天匯率（例如 31.5），或留空，送出時會再查一次。';
  if (state.rate === 'service') return `${state.rateDate} 的收盤匯率，可修改。改了日期而這一欄沒改，送出時會改用新日期的匯率。`;
  return '留空：送出時查當天的匯率。';
}

/** The chosen account's fee rule; in 修改, also that choosing another moves the transaction there. */
function accountHint(account: StoredAccount | undefined, editing: boolean): string {
  const rule = account ? `手續費 ${feeRuleText(account)}` : '';
  return editing ? `${rule ? `${rule}。` : ''}改選其他帳戶，這筆交易會移到那個帳戶。` : rule;
}

/** Only the chosen kind's fields: the one rule per kind Panda needs written out. */
const formClass = css({
  display: 'grid',
  gap: '4',
  minW: 0,
  '&:has(input[name="kind"][value="buy"]:checked) [data-for]:not([data-for~="buy"])': { display: 'none' },
  '&:has(input[name="kind"][value="sell"]:checked) [data-for]:not([data-for~="sell"])': { display: 'none' },
  '&:has(input[name="kind"][value="dividend"]:checked) [data-for]:not([data-for~="dividend"])': { display: 'none' },
  '&:has(input[name="kind"][value="split"]:checked) [data-for]:not([data-for~="split"])': { display: 'none' },
  '&:has(input[name="kind"][value="fee"]:checked) [data-for]:not([data-for~="fee"])': { display: 'none' },
  '&:has(input[name="kind"][value="other-fee"]:checked) [data-for]:not([data-for~="other-fee"])': { display: 'none' },
  '&:has(input[name="kind"][value="deposit"]:checked) [data-for]:not([data-for~="deposit"])': { display: 'none' },
  '&:has(input[name="kind"][value="withdrawal"]:checked) [data-for]:not([data-for~="withdrawal"])': { display: 'none' },
});
const gridClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', minW: 0 });
const noteClass = css(focusRing.raw(), { w: '100%', minW: 0, p: '3', fontSize: '16px', color: 'ink', bg: 'surface', border: '1px solid token(colors.line)', borderRadius: 'md', resize: 'vertical' });
