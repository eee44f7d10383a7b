import type { InputHTMLAttributes, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { focusRing, textInput } from '@/components/ui/control-styles';

/**
 * One labelled field of a portfolio form, with its hint and, after a refused post, the reason under it
 * (tied to the control by aria-describedby, the control marked aria-invalid), so a screen reader reads
 * why with the field. `data-for` names the kinds of transaction it belongs to (EntryForm shows only
 * those of the kind chosen).
 */
export function Field({ id, label, hint, error, forKinds, children }: { id: string; label: string; hint?: ReactNode; error?: string | undefined; forKinds?: string | undefined; children: ReactNode }) {
  return (
    <div className={fieldClass} data-for={forKinds}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass} data-testid="field-error" data-field={id}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes tying a control to its hint and its reason. */
export function describedBy(id: string, hint: boolean, error: string | undefined): { 'aria-describedby'?: string; 'aria-invalid'?: true } {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { ...(ids ? { 'aria-describedby': ids } : {}), ...(error ? { 'aria-invalid': true } : {}) };
}

const fieldClass = css({ display: 'grid', gap: '1', alignContent: 'start', minW: 0 });
const labelClass = css({ fontSize: '14px', fontWeight: 600, color: 'ink' });
const hintClass = css({ m: 0, fontSize: '13px', color: 'muted', lineHeight: '1.5' });
const errorClass = css({ m: 0, fontSize: '13px', fontWeight: 600, color: 'redText', lineHeight: '1.5' });
/** Inputs and selects of the portfolio's forms. */
export const controlClass = css(textInput.raw(), focusRing.raw(), { w: '100%', minW: 0, h: '44px', px: '3', '&[aria-invalid=true]': { borderColor: 'redText' } });

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'defaultValue' | 'className'>;

/** A Field holding one text input (the forms' usual control): its hint and reason tied to it by describedBy. */
export function TextField({
  id,
  name,
  label,
  hint,
  error,
  forKinds,
  value,
  ...input
}: { id: string; name: string; label: string; hint?: string | undefined; error?: string | undefined; forKinds?: string | undefined; value: string } & InputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} forKinds={forKinds}>
      <input id={id} name={name} type="text" {...input} defaultValue={value} className={controlClass} {...describedBy(id, !!hint, error)} />
    </Field>
  );
}
