import { pageTitleClass } from '@/components/ui/page-title';
import { type AlertFormValues, alertFormValues, type AlertRefusal, readAlertAnswer, readAlertId } from '@/lib/alerts/alert-answers';
import { checkAlertForm, normaliseSymbol, type StockFacts } from '@/lib/alerts/alert-fields';
import type { StockLookup } from '@/lib/alerts/alert-stock';
import { lookUpAlertStock } from '@/lib/alerts/alert-stock';
import { NEW_ALERT_TITLE } from '@/lib/alerts/alert-routes';
import { ALERT_LIMIT } from '@/lib/alerts/alert-types';
import { formatPrice } from '@/lib/format/numbers';
import type { MemberStore } from '@/lib/member/member-store';
import { getConfig, getUpstreamContext, notFound } from '@/lib/server/request-context';
import { AlertForm, type AlertFormState } from './AlertForm';

/**
 * 設定通知 / 修改通知 (`/alerts/new?symbol=` or `?edit=`): the form filled from the stock it was opened
 * for, the alert being changed, or what was typed before a refusal. A refusal is worded here by checking
 * the values again with the edge's rules and the stock's figures (alert-form-actions.ts), never by text
 * the query carries.
 */
export async function NewAlertView({ store, query }: { store: MemberStore; query: string }) {
  const params = new URLSearchParams(query);
  const answer = readAlertAnswer(query);
  const refused = answer?.kind === 'refused' ? answer : null;
  // From a stock page, a watchlist row or a holding: the symbol as the site spells it.
  const opened = params.get('symbol');
  let values: AlertFormValues = refused ? refused.values : alertFormValues((name) => (name === 'symbol' && opened ? normaliseSymbol(opened) : null));
  const editId = readAlertId(refused ? values.edit : params.get('edit'));
  if (!refused && editId !== null) {
    const alert = (await store.listAlerts()).find((candidate) => candidate.id === editId);
    // Another member's alert, or one since removed: nothing here to change.
    if (!alert) return notFound();
    values = { symbol: alert.symbol, kind: alert.kind, threshold: alert.threshold ?? '', repeat: alert.repeat };
  }
  const symbol = normaliseSymbol(values.symbol ?? '');
  const lookup = symbol ? await lookUpAlertStock(symbol, getConfig(), getUpstreamContext(), '[alerts]') : null;
  const facts = lookup?.known ? lookup.facts : null;
  const state: AlertFormState = { values, editId, problems: refused ? problemsOf(refused.why, values, symbol, lookup) : {}, priceHint: facts ? priceHint(symbol, facts) : null };
  return (
    <>
      <h1 className={pageTitleClass}>{editId === null ? NEW_ALERT_TITLE : '修改通知'}</h1>
      <AlertForm state={state} />
    </>
  );
}

function problemsOf(why: AlertRefusal, values: AlertFormValues, symbol: string, lookup: StockLookup): AlertFormState['problems'] {
  switch (why) {
    case 'full':
      return { '': `最多 ${ALERT_LIMIT} 個通知：請先在「通知」刪除一個。` };
    case 'unknown-symbol':
      return { symbol: `找不到代號「${symbol}」，請確認是美股代號（例如 NVDA）。` };
    case 'symbol-unverified':
      return { '': `暫時無法取得 ${symbol} 的股價，請稍後再試。` };
    case 'store':
      return { '': '儲存失敗，請檢查欄位後再試。' };
    case 'check': {
      const checked = checkAlertForm(values, lookup?.known ? lookup.facts : null);
      const problems: AlertFormState['problems'] = {};
      if (!checked.ok) for (const problem of checked.problems) problems[problem.field] ??= problem.message;
      // The page's lookup may differ from the edge's a moment earlier (a price moved): never an unexplained refusal.
      return Object.keys(problems).length > 0 ? problems : { '': '請檢查欄位後再送出。' };
    }
  }
}

const priceHint = (symbol: string, facts: StockFacts): string => `${symbol} 現價 $${formatPrice(facts.price)}，52 週區間 $${formatPrice(facts.week52Low)}–$${formatPrice(facts.week52High)}。`;
