import { css } from 'styled-system/css';
import { focusRingWithin } from '@/components/ui/control-styles';

/**
 * A radio group drawn as pills (記一筆's 類別, 設定通知's 通知條件 and 觸發方式), working without JavaScript.
 * `errorId`, when given, ties the reason to the group (aria-describedby) and marks it as a field's reason.
 */
export function RadioPills<T extends string>({
  legend,
  name,
  options,
  labels,
  checked,
  error,
  errorId,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  checked: string;
  error?: string | undefined;
  errorId?: string;
}) {
  return (
    <fieldset className={choicesClass} {...(error && errorId ? { 'aria-describedby': errorId } : {})}>
      <legend className={legendClass}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={choiceClass}>
          <input type="radio" name={name} value={option} defaultChecked={checked === option} className={radioClass} />
          {labels[option]}
        </label>
      ))}
      {error &&
        (errorId ? (
          <p id={errorId} className={errorClass} data-testid="field-error" data-field={errorId.replace(/-error$/, '')}>
            {error}
          </p>
        ) : (
          <p className={errorClass}>{error}</p>
        ))}
    </fieldset>
  );
}

const choicesClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', m: 0, p: 0, border: 'none', minW: 0 });
const legendClass = css({ mb: '2', p: 0, fontSize: '14px', fontWeight: 600 });
const choiceClass = css(focusRingWithin.raw({ offset: 'outset' }), {
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
});
const radioClass = css({ accentColor: 'token(colors.brand)', m: 0 });
const errorClass = css({ flexBasis: '100%', m: 0, fontSize: '13px', fontWeight: 600, color: 'redText' });
