import { css } from 'styled-system/css';
import { controlClass, describedBy, Field, TextField } from '@/components/portfolio/form/Field';
import { FormActions } from '@/components/portfolio/form/FormActions';
import { RadioPills } from '@/components/portfolio/form/RadioPills';
import type { AlertFormValues } from '@/lib/alerts/alert-answers';
import { REPEATS, type AlertProblem } from '@/lib/alerts/alert-fields';
import { KIND_OPTIONS, REPEAT_LABELS } from '@/lib/alerts/alert-labels';
import { ALERTS_PATH } from '@/lib/alerts/alert-routes';
import { ALERT_KINDS } from '@/lib/alerts/alert-types';

export interface AlertFormState {
  values: AlertFormValues;
  /** The alert being changed (修改), or null for a new one. */
  editId: number | null;
  /** Why the last post was refused, by field ('' for the form as a whole). */
  problems: Partial<Record<AlertProblem['field'] | '', string>>;
  /** What the site knows of the stock now, said under the threshold (「現價 $140.00，52 週 …」); null when unknown. */
  priceHint: string | null;
}

/**
 * 設定通知 (and 修改): a plain form posted to /alerts, working without JavaScript. The kind is a radio
 * group; a CSS :has() rule hides the threshold for the kinds that take none (the 52-week kinds are filled
 * from the stock's range, the calendar kinds have none). A refused post comes back filled, each reason
 * under its field.
 */
export function AlertForm({ state }: { state: AlertFormState }) {
  const { values, problems } = state;
  const thresholdHint = ['股價高於／低於：填價格（US$），須在現價的 10 倍以內。漲跌幅：填百分比，例如 5。', state.priceHint].filter(Boolean).join(' ');
  return (
    <form method="post" action={ALERTS_PATH} className={formClass} data-testid="alert-form">
      <input type="hidden" name="intent" value={state.editId === null ? 'create' : 'edit'} />
      {state.editId !== null && <input type="hidden" name="edit" value={state.editId} />}
      {problems[''] && (
        <p className={formErrorClass} role="alert" data-testid="alert-form-error">
          {problems['']}
        </p>
      )}
      <TextField
        id="alert-symbol"
        name="symbol"
        label="股票代號"
        error={problems.symbol}
        required
        maxLength={10}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="例如 NVDA"
        value={values.symbol ?? ''}
      />
      <RadioPills legend="通知條件" name="kind" options={ALERT_KINDS} labels={KIND_OPTIONS} checked={values.kind ?? 'above'} error={problems.kind} errorId="alert-kind-error" />
      <div data-threshold="">
        <Field id="alert-threshold" label="價格（US$）或漲跌幅（%）" hint={thresholdHint} error={problems.threshold}>
          <input
            id="alert-threshold"
            name="threshold"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            defaultValue={values.threshold ?? ''}
            className={controlClass}
            {...describedBy('alert-threshold', true, problems.threshold)}
          />
        </Field>
      </div>
      <RadioPills legend="觸發方式" name="repeat" options={REPEATS} labels={REPEAT_LABELS} checked={values.repeat ?? 'once'} error={problems.repeat} />
      <FormActions label={state.editId === null ? '設定通知' : '儲存修改'} testId="alert-submit" cancelHref={ALERTS_PATH} />
    </form>
  );
}

/** No threshold for the kinds that take none (written out: Panda reads styles statically). */
const formClass = css({
  display: 'grid',
  gap: '4',
  minW: 0,
  '&:has(input[name="kind"][value="high-52w"]:checked, input[name="kind"][value="low-52w"]:checked, input[name="kind"][value="earnings"]:checked, input[name="kind"][value="ex-dividend"]:checked) [data-threshold]':
    { display: 'none' },
});
const formErrorClass = css({ m: 0, px: '3', py: '2', borderRadius: 'md', border: '1px solid token(colors.redText)', bg: 'redTint', color: 'redText', fontSize: '14px', fontWeight: 600 });
