import { readStockId } from '../../../protocol/stock-id';
import { formatPrice } from '../format/numbers';
import { ALERT_KINDS, type AlertFields, type AlertKind, type AlertRepeat, isTickKind, THRESHOLD_FACTOR } from './alert-types';

/**
 * An alert's fields as the site and the member's store take them (decision 055). Two gates:
 * `checkAlertShape` is what the store holds every write to (its tables' own rules: a listed kind, a symbol
 * of plain letters, a threshold of plain digits), and `checkAlertForm` is the site's, which also knows the
 * stock: the threshold finite, positive and within THRESHOLD_FACTOR× of the current price, the 52-week
 * kinds filled from the stock's range. The form, the edge and the page that explains a refusal all apply
 * `checkAlertForm` to the same values, so what a page says is what the edge decided.
 */

export type AlertProblem = { field: 'symbol' | 'kind' | 'threshold' | 'repeat'; message: string };
export type Checked = { ok: true; fields: AlertFields } | { ok: false; problems: AlertProblem[] };

/** What the site knows of the stock when a member sets an alert on it (the keypoints' figures). */
export interface StockFacts {
  price: number;
  week52High: number;
  week52Low: number;
}

/** The form's text, as typed. */
export type AlertFormValues = Partial<Record<'symbol' | 'kind' | 'threshold' | 'repeat', string>>;

export const REPEATS: readonly AlertRepeat[] = ['once', 'daily'];
const SYMBOL = /^[A-Z0-9][A-Z0-9.-]{0,9}$/;
/** Plain digits, at most 4 places: what the store's column takes (no sign, no exponent, no NaN or Infinity). */
const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;
/** A day's move in percent: more than 0, at most 100 (a fall cannot pass 100 %; a rise past it is not a useful alert). */
const PERCENT_MAX = 100;

export const isAlertKind = (kind: unknown): kind is AlertKind => typeof kind === 'string' && (ALERT_KINDS as readonly string[]).includes(kind);
/** The kinds whose threshold the member types (a price or a percent); the 52-week kinds take it from the range, the calendar kinds have none. */
export const takesThreshold = (kind: AlertKind): boolean => kind === 'above' || kind === 'below' || kind === 'change-up' || kind === 'change-down';
export const isPercentKind = (kind: AlertKind): boolean => kind === 'change-up' || kind === 'change-down';

/** A symbol as the site writes it (parseStockId's spelling), or the spelling it refused (which the checks then refuse too). */
export function normaliseSymbol(raw: string): string {
  const read = readStockId(raw);
  return read.id ?? read.refused;
}

/** A typed number as the store keeps it: commas and spaces dropped, no trailing zeros; null when it is not plain digits. */
export function normaliseDecimal(raw: string): string | null {
  const text = raw.replace(/[,\s]/g, '');
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const places = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return places ? `${integer}.${places}` : integer;
}

/** The store's gate: the fields' shape only (it does not know prices). */
export function checkAlertShape(raw: unknown): Checked {
  const fields = (raw ?? {}) as Partial<Record<keyof AlertFields, unknown>>;
  const problems: AlertProblem[] = [];
  const symbol = typeof fields.symbol === 'string' ? normaliseSymbol(fields.symbol) : '';
  if (!SYMBOL.test(symbol)) problems.push({ field: 'symbol', message: '請填股票代號' });
  const kind = isAlertKind(fields.kind) ? fields.kind : null;
  if (kind === null) problems.push({ field: 'kind', message: '請選擇通知類型' });
  const repeat = REPEATS.find((candidate) => candidate === fields.repeat);
  if (!repeat) problems.push({ field: 'repeat', message: '請選擇觸發一次或每個交易日' });
  let threshold: string | null = null;
  if (kind !== null && isTickKind(kind)) {
    threshold = typeof fields.threshold === 'string' ? normaliseDecimal(fields.threshold) : null;
    if (threshold === null || Number(threshold) <= 0) problems.push({ field: 'threshold', message: '請填大於 0 的數字' });
  } else if (kind !== null && fields.threshold !== null && fields.threshold !== undefined && fields.threshold !== '') {
    problems.push({ field: 'threshold', message: '這種通知不需要門檻' });
  }
  if (problems.length > 0 || kind === null || !repeat) return { ok: false, problems };
  return { ok: true, fields: { symbol, kind, threshold: isTickKind(kind) ? threshold : null, repeat } };
}

/**
 * The site's gate: the form's values and what the site knows of the stock (null: it could not be asked,
 * which refuses a price kind rather than storing a threshold no one checked).
 */
export function checkAlertForm(values: AlertFormValues, facts: StockFacts | null): Checked {
  const kind = isAlertKind(values.kind) ? values.kind : null;
  const problems: AlertProblem[] = [];
  let threshold: string | null = null;
  if (kind !== null && takesThreshold(kind)) {
    const typed = (values.threshold ?? '').trim();
    threshold = normaliseDecimal(typed);
    if (typed === '') problems.push({ field: 'threshold', message: isPercentKind(kind) ? '請填漲跌幅（%）' : '請填價格' });
    else if (threshold === null) problems.push({ field: 'threshold', message: '請填數字，例如 150 或 150.5（不可為負數，最多 4 位小數）' });
    else if (Number(threshold) <= 0) problems.push({ field: 'threshold', message: '請填大於 0 的數字' });
    else if (isPercentKind(kind) && Number(threshold) > PERCENT_MAX) problems.push({ field: 'threshold', message: `漲跌幅最多 ${PERCENT_MAX} %` });
    else if (!isPercentKind(kind) && facts !== null && !withinFactor(Number(threshold), facts.price)) problems.push({ field: 'threshold', message: priceRangeMessage(facts.price) });
  } else if (kind === 'high-52w' || kind === 'low-52w') {
    const edge = facts === null ? null : kind === 'high-52w' ? facts.week52High : facts.week52Low;
    threshold = edge !== null && Number.isFinite(edge) && edge > 0 ? normaliseDecimal(String(Math.round(edge * 10_000) / 10_000)) : null;
    if (facts !== null && threshold === null) problems.push({ field: 'kind', message: '這檔股票沒有 52 週區間，無法設定這種通知' });
  }
  const shape = checkAlertShape({ symbol: values.symbol ?? '', kind: kind ?? '', threshold, repeat: values.repeat ?? '' });
  const shapeProblems = shape.ok ? [] : shape.problems.filter((problem) => !problems.some((mine) => mine.field === problem.field));
  const all = [...problems, ...shapeProblems];
  return all.length === 0 && shape.ok ? shape : { ok: false, problems: all };
}

const withinFactor = (threshold: number, price: number): boolean => Number.isFinite(price) && price > 0 && threshold >= price / THRESHOLD_FACTOR && threshold <= price * THRESHOLD_FACTOR;

function priceRangeMessage(price: number): string {
  return `價格須在現價 $${formatPrice(price)} 的 ${THRESHOLD_FACTOR} 倍以內（$${formatPrice(price / THRESHOLD_FACTOR)} 至 $${formatPrice(price * THRESHOLD_FACTOR)}）`;
}
