import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { PORTFOLIO_PATH } from '@/lib/auth/guards';
import type { FormValues } from '@/lib/portfolio/portfolio-answers';
import { controlClass, describedBy, Field, TextField } from '../form/Field';
import { COST_METHOD_LABELS, NEW_ACCOUNT_DEFAULTS } from './account-text';

/**
 * 新增帳戶: a name, the currency its cash is kept in, how cost is worked out, and the broker's fee rule
 * (a rate with a minimum, as Taiwanese brokers quote it). `values`: what was typed, after a refusal;
 * `problems`: why, by field.
 */
export function NewAccountForm({ values, problems }: { values: FormValues; problems: Partial<Record<string, string>> }) {
  const value = (field: keyof typeof NEW_ACCOUNT_DEFAULTS) => values[field] ?? NEW_ACCOUNT_DEFAULTS[field];
  /** A required decimal typed as text (a phone shows its number pad). */
  const decimal = (id: string, field: 'feeRatePercent' | 'feeMinimum', label: string, hint: string) => (
    <TextField id={id} name={field} label={label} hint={hint} value={value(field)} error={problems[field]} inputMode="decimal" required autoComplete="off" />
  );
  return (
    <form method="post" action={PORTFOLIO_PATH} className={formClass} data-testid="new-account-form">
      <input type="hidden" name="intent" value="create-account" />
      <TextField id="account-name" name="name" label="帳戶名稱" error={problems.name} required maxLength={40} autoComplete="off" placeholder="例如：國泰複委託" value={value('name')} />
      <Field id="account-currency" label="帳戶幣別" hint="入金、出金記在這個幣別" error={problems.currency}>
        <select id="account-currency" name="currency" defaultValue={value('currency')} className={controlClass} {...describedBy('account-currency', true, problems.currency)}>
          <option value="TWD">新台幣（TWD）</option>
          <option value="USD">美元（USD）</option>
        </select>
      </Field>
      <Field id="account-cost" label="成本計算" hint="賣出時用哪種成本算已實現損益" error={problems.costMethod}>
        <select id="account-cost" name="costMethod" defaultValue={value('costMethod')} className={controlClass} {...describedBy('account-cost', true, problems.costMethod)}>
          <option value="average">{COST_METHOD_LABELS.average}</option>
          <option value="fifo">{COST_METHOD_LABELS.fifo}</option>
        </select>
      </Field>
      {decimal('account-fee-rate', 'feeRatePercent', '手續費率（%）', '成交金額的百分比，例如 0.25')}
      {decimal('account-fee-minimum', 'feeMinimum', '最低手續費（US$）', '每筆交易至少收的金額')}
      <button type="submit" className={submitClass} data-testid="new-account-submit">
        建立帳戶
      </button>
    </form>
  );
}

const formClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', alignItems: 'start', pt: '3' });
const submitClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), {
  justifySelf: 'start',
  alignSelf: 'end',
  h: '44px',
  px: '5',
  border: 'none',
  fontSize: '15px',
  fontWeight: 700,
  cursor: 'pointer',
});
