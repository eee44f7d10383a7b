import type { StockLookup } from '../alerts/alert-stock';
import type { MemberStore } from './member-store';
import { alertAnswerHref, type AlertAnswer, alertFormValues, readAlertId, type AlertRefusal } from '../alerts/alert-answers';
import { checkAlertForm, normaliseSymbol } from '../alerts/alert-fields';
import type { AlertOutcome, StoredAlert } from '../alerts/alert-types';
import { ALERTS_PATH, NEW_ALERT_PATH } from '../alerts/alert-routes';

/**
 * What each form of 通知 does (functions/alerts-forms.ts posts them here with the session's own store):
 * the intent, the form's fields, and what only the site knows (the stock's price and range). Each answers
 * the address to send the member to: a written alert back to /alerts, a refused form back to 設定通知
 * with what was typed.
 */

export interface AlertFormContext {
  store: Pick<MemberStore, 'listAlerts' | 'createAlert' | 'editAlert' | 'pauseAlert' | 'rearmAlert' | 'removeAlert' | 'restoreAlert'>;
  lookUp: (symbol: string) => Promise<StockLookup>;
}

type Field = (name: string) => string;

export async function alertFormAnswer(intent: string, field: Field, context: AlertFormContext): Promise<string> {
  switch (intent) {
    case 'create':
    case 'edit':
      return writeAlert(intent, field, context);
    case 'pause':
    case 'rearm':
    case 'restore':
    case 'remove':
      return alertAnswerHref(ALERTS_PATH, await changeAlert(intent, readAlertId(field('id')), context));
    default:
      return alertAnswerHref(ALERTS_PATH, { kind: 'not-found' });
  }
}

/** 設定通知 and 修改: the site's checks with the stock's figures, then the store. */
async function writeAlert(intent: 'create' | 'edit', field: Field, context: AlertFormContext): Promise<string> {
  const values = alertFormValues(field);
  const refused = (why: AlertRefusal) => alertAnswerHref(NEW_ALERT_PATH, { kind: 'refused', why, values });
  const editId = intent === 'edit' ? readAlertId(values.edit) : null;
  if (intent === 'edit' && editId === null) return alertAnswerHref(ALERTS_PATH, { kind: 'not-found' });
  // The alert changed must be this member's (the store finds it by id in his own object only).
  if (editId !== null && !(await context.store.listAlerts()).some((alert) => alert.id === editId)) return alertAnswerHref(ALERTS_PATH, { kind: 'not-found' });
  const symbol = normaliseSymbol(values.symbol ?? '');
  // The shape first, so a malformed symbol never reaches the directory.
  const shape = checkAlertForm(values, null);
  if (!shape.ok && shape.problems.some((problem) => problem.field !== 'threshold' && problem.field !== 'kind')) return refused('check');
  const lookup = await context.lookUp(symbol);
  if (lookup === null) return refused('symbol-unverified');
  if (!lookup.known) return refused('unknown-symbol');
  // No price to hold a threshold to (or range to fill): refused rather than stored unchecked.
  if (lookup.facts === null) return refused('symbol-unverified');
  const checked = checkAlertForm(values, lookup.facts);
  if (!checked.ok) return refused('check');
  const written = editId === null ? await context.store.createAlert(checked.fields) : await context.store.editAlert(editId, checked.fields);
  if (written.status === 'saved') return alertAnswerHref(ALERTS_PATH, { kind: intent === 'create' ? 'created' : 'edited', id: written.alert.id });
  if (written.status === 'full') return refused('full');
  if (written.status === 'refused') return refused('store');
  return alertAnswerHref(ALERTS_PATH, { kind: written.status });
}

async function changeAlert(intent: 'pause' | 'rearm' | 'restore' | 'remove', id: number | null, context: AlertFormContext): Promise<AlertAnswer> {
  if (id === null) return { kind: 'not-found' };
  if (intent === 'remove') {
    const removed = await context.store.removeAlert(id);
    return removed.status === 'removed' ? { kind: 'removed', id, values: removedValues(removed.alert) } : { kind: removed.status };
  }
  const outcome: AlertOutcome = intent === 'pause' ? await context.store.pauseAlert(id) : intent === 'rearm' ? await context.store.rearmAlert(id) : await context.store.restoreAlert(id);
  if (outcome.status === 'saved') return { kind: intent === 'pause' ? 'paused' : intent === 'rearm' ? 'rearmed' : 'restored', id };
  if (outcome.status === 'full') return { kind: 'restore-full' };
  return { kind: outcome.status === 'refused' ? 'error' : outcome.status };
}

const removedValues = (alert: StoredAlert) =>
  alertFormValues((name) => (name === 'symbol' || name === 'kind' || name === 'repeat' ? alert[name] : name === 'threshold' ? (alert.threshold ?? '') : ''));
