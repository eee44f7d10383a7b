import { isAlertKind } from './alert-fields';

/**
 * What a 通知 form post came to, carried in the query of the page it is sent back to
 * (`/alerts?answer=created&id=3`), as 我的持股's answers are (portfolio-answers.ts): the edge writes it
 * once the store has answered; the page words it, from the store (the alert by its id) or by checking the
 * values again with the same rules (checkAlertForm). A refused form goes back to 設定通知 with what was
 * typed; a removed alert comes back with its fields, for the notice of 復原.
 */

export const ALERT_FORM_FIELDS = ['symbol', 'kind', 'threshold', 'repeat', 'edit'] as const;
export type AlertFormField = (typeof ALERT_FORM_FIELDS)[number];
export type AlertFormValues = Partial<Record<AlertFormField, string>>;

/**
 * Why a form was refused beyond what checking its values again shows ('check'): the limit of 50, a symbol
 * the directory does not know, a stock the site could not ask about (no price to check against), the
 * store's own refusal.
 */
export const ALERT_REFUSALS = ['check', 'full', 'unknown-symbol', 'symbol-unverified', 'store'] as const;
export type AlertRefusal = (typeof ALERT_REFUSALS)[number];

export type AlertAnswer =
  | { kind: 'created' | 'edited' | 'paused' | 'rearmed' | 'restored'; id: number }
  | { kind: 'removed'; id: number; values: AlertFormValues }
  | { kind: 'refused'; why: AlertRefusal; values: AlertFormValues }
  | { kind: 'restore-full' | 'not-found' | 'error' };

const WITH_ID = ['created', 'edited', 'paused', 'rearmed', 'restored'] as const;
const ID = /^[1-9]\d{0,15}$/;
/** Longer than any field may be: cut, never carried whole. */
const VALUE_MAX = 40;

/** An id as forms and queries write it (a positive safe integer), or null. */
export function readAlertId(text: string | null | undefined): number | null {
  return text && ID.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** The known fields of a form or query, cut to length; empty ones left out. */
export function alertFormValues(get: (name: string) => string | null | undefined): AlertFormValues {
  const values: AlertFormValues = {};
  for (const field of ALERT_FORM_FIELDS) {
    const value = get(field);
    if (typeof value === 'string' && value !== '') values[field] = value.slice(0, VALUE_MAX);
  }
  return values;
}

/** `path` with the query (with '?') that says `answer`. */
export function alertAnswerHref(path: string, answer: AlertAnswer): string {
  const params = new URLSearchParams({ answer: answer.kind });
  if ('why' in answer) params.set('why', answer.why);
  if ('id' in answer) params.set('id', String(answer.id));
  if ('values' in answer) for (const [field, value] of Object.entries(answer.values)) params.set(field, value);
  return `${path}?${params.toString()}`;
}

/** The answer a page's query says, or null (none, or one this site never writes). */
export function readAlertAnswer(search: string): AlertAnswer | null {
  const params = new URLSearchParams(search);
  const kind = params.get('answer');
  const id = readAlertId(params.get('id'));
  for (const known of WITH_ID) if (kind === known) return id === null ? null : { kind, id };
  if (kind === 'restore-full' || kind === 'not-found' || kind === 'error') return { kind };
  const values = alertFormValues((name) => params.get(name));
  if (kind === 'removed') return id !== null && isAlertKind(values.kind) && values.symbol ? { kind, id, values } : null;
  const why = ALERT_REFUSALS.find((candidate) => candidate === params.get('why'));
  return kind === 'refused' && why ? { kind, why, values } : null;
}
