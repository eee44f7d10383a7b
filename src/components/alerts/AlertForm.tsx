import { css } from 'styled-system/css';
import { controlClass, describedBy, Field } from '@/components/portfolio/form/Field';
import { focusRing, pill } from '@/components/ui/control-styles';
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
      <Field id="alert-symbol" label="股票代號" error={problems.symbol}>
        <input
          id="alert-symbol"
          name="symbol"
          type="text"
          required
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="例如 NVDA"
          defaultValue={values.symbol ?? ''}
          className={controlClass}
          {...describedBy('alert-symbol', false, problems.symbol)}
        />
      </Field>
      <fieldset className={choicesClass} {...(problems.kind ? { 'aria-describedby': 'alert-kind-error' } : {})}>
        <legend className={legendClass}>通知條件</legend>
        {ALERT_KINDS.map((kind) => (
          <label key={kind} className={choiceClass}>
            <input type="radio" name="kind" value={kind} defaultChecked={(values.kind ?? 'above') === kind} className={radioClass} />
            {KIND_OPTIONS[kind]}
          </label>
        ))}
        {problems.kind && (
          <p id="alert-kind-error" className={errorClass} data-testid="field-error" data-field="alert-kind">
            {problems.kind}
          </p>
        )}
      </fieldset>
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
      <fieldset className={choicesClass}>
        <legend className={legendClass}>觸發方式</legend>
        {REPEATS.map((repeat) => (
          <label key={repeat} className={choiceClass}>
            <input type="radio" name="repeat" value={repeat} defaultChecked={(values.repeat ?? 'once') === repeat} className={radioClass} />
            {REPEAT_LABELS[repeat]}
          </label>
        ))}
        {problems.repeat && <p className={errorClass}>{problems.repeat}</p>}
      </fieldset>
      <div className={actionsClass}>
        <button type="submit" className={submitClass} data-testid="alert-submit">
          {state.editId === null ? '設定通知' : '儲存修改'}
        </button>
        <a href={ALERTS_PATH} className={cancelClass}>
          取消
        </a>
      </div>
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
const choicesClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', m: 0, p: 0, border: 'none', minW: 0 });
const legendClass = css({ mb: '2', p: 0, fontSize: '14px', fontWeight: 600 });
const choiceClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '40px',
  px: '3',
  borderRadius: 'full',
  border: '1px solid token(colors.line)',
  bg: 'surface',
  fontSize: '15px',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'brand', bg: 'blueTint', color: 'brand', fontWeight: 700 },
  '&:has(input:focus-visible)': { outline: '2px solid token(colors.brand)', outlineOffset: '2px' },
});
const radioClass = css({ accentColor: 'token(colors.brand)', m: 0 });
const errorClass = css({ flexBasis: '100%', m: 0, fontSize: '13px', fontWeight: 600, color: 'redText' });
const actionsClass = css({ display: 'flex', alignItems: 'center', gap: '4' });
const submitClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { h: '48px', px: '6', border: 'none', fontSize: '16px', fontWeight: 700, cursor: 'pointer' });
const cancelClass = css(focusRing.raw(), { fontSize: '15px', color: 'brand', textDecoration: 'underline' });
