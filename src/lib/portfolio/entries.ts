import { Decimal, parseDecimal, toCents } from './money';
import type { Currency, Transaction } from './transactions';

/**
 * A transaction as it is written down, stored and sent between the site and the member's store: every
 * figure a decimal in plain digits (text, never a binary float), '' where the kind has none. The store
 * keeps these, the CSV carries them, and the ledger replays what `toLedgerTransaction` makes of them.
 * `checkEntry` is the one gate all of them pass: the form, the import and the store apply the same rules.
 */

export const ENTRY_KINDS = ['buy', 'sell', 'dividend', 'split', 'fee', 'other-fee', 'deposit', 'withdrawal'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** What a Taiwanese investor calls each kind (the CSV's 類別 column, the page's labels). */
export const KIND_LABELS: Readonly<Record<EntryKind, string>> = {
  buy: '買進',
  sell: '賣出',
  dividend: '股利',
  split: '分割',
  fee: '手續費',
  'other-fee': '其他費用',
  deposit: '入金',
  withdrawal: '出金',
};

export interface EntryFields {
  kind: EntryKind;
  /** YYYY-MM-DD. */
  date: string;
  symbol: string;
  shares: string;
  /** USD per share. */
  price: string;
  /** A trade's broker fee and other fees, USD. */
  fee: string;
  otherFees: string;
  /** A dividend's gross, a fee's amount (USD), or a cash move's amount (in `currency`). */
  amount: string;
  /** Withheld at source from a dividend, USD. */
  withheld: string;
  /** A split: every `splitFrom` shares become `splitTo`. */
  splitFrom: string;
  splitTo: string;
  currency: Currency | '';
  /** TWD for one USD on the day. */
  fx: string;
  note: string;
}

export type EntryField = keyof EntryFields;

/** The fields each kind fills (the rest are ''). */
export const KIND_FIELDS: Readonly<Record<EntryKind, readonly EntryField[]>> = {
  buy: ['symbol', 'shares', 'price', 'fee', 'otherFees'],
  sell: ['symbol', 'shares', 'price', 'fee', 'otherFees'],
  dividend: ['symbol', 'amount', 'withheld'],
  split: ['symbol', 'splitFrom', 'splitTo'],
  fee: ['amount'],
  'other-fee': ['amount'],
  deposit: ['amount', 'currency'],
  withdrawal: ['amount', 'currency'],
};

export interface FieldProblem {
  field: EntryField;
  message: string;
}

export type EntryCheck = { ok: true; entry: EntryFields } | { ok: false; problems: FieldProblem[] };

/** At most this many digits before the point and after it: more than any share count, price or rate needs. */
const INTEGER_DIGITS = 12;
const FRACTION_DIGITS = 8;
/** Longer raw text is refused before it is looked at. */
const RAW_MAX = 64;
export const NOTE_MAX = 200;
const SYMBOL = /^[A-Z][A-Z0-9.-]{0,9}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FIRST_DATE = '1970-01-01';
/** A rate outside this is a typo (NT$ per US$ has stayed near 30 for decades). */
const FX_MIN = new Decimal(1);
const FX_MAX = new Decimal(1000);
/** Withheld from a dividend when the member does not say: the 30 % a Taiwan resident pays at source. */
export const DEFAULT_WITHHOLDING = new Decimal('0.3');

const FIELD_LABELS: Readonly<Record<EntryField, string>> = {
  kind: '類別',
  date: '日期',
  symbol: '代號',
  shares: '股數',
  price: '價格',
  fee: '手續費',
  otherFees: '其他費用',
  amount: '金額',
  withheld: '預扣稅',
  splitFrom: '分割前',
  splitTo: '分割後',
  currency: '幣別',
  fx: '匯率',
  note: '備註',
};
export const fieldLabel = (field: EntryField): string => FIELD_LABELS[field];

/** Controls other than a line break, lone surrogates and the bidirectional overrides (a note reads as written). */
const FORBIDDEN_IN_NOTE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/**
 * Checks a transaction as written (the form's fields, a CSV row, an RPC argument) and returns it as it is
 * stored: trimmed, decimals in their shortest plain form, '' in the fields its kind does not use, a
 * dividend's withholding 30 % of the gross when left empty. `today` (YYYY-MM-DD) is the latest date
 * allowed. Every problem is named, in words a reader understands.
 */
export function checkEntry(raw: unknown, today: string): EntryCheck {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  const refuse = (field: EntryField, message: string) => problems.push({ field, message });
  const text = (field: EntryField): string => {
    const value = input[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') return (refuse(field, `${FIELD_LABELS[field]}格式不正確`), '');
    return value.trim();
  };
  const kind = text('kind') as EntryKind;
  if (!ENTRY_KINDS.includes(kind)) {
    refuse('kind', `類別須為${Object.values(KIND_LABELS).join('、')}之一`);
    return { ok: false, problems };
  }
  const entry: EntryFields = {
    kind,
    date: checkDate(text('date'), today, refuse),
    symbol: '',
    shares: '',
    price: '',
    fee: '',
    otherFees: '',
    amount: '',
    withheld: '',
    splitFrom: '',
    splitTo: '',
    currency: '',
    fx: '',
    note: '',
  };
  const used = KIND_FIELDS[kind];
  const number = (field: EntryField, rule: 'positive' | 'zero-or-more', empty?: string): string => {
    const given = text(field);
    if (given === '' && empty !== undefined) return empty;
    return checkDecimal(field, given, rule, refuse);
  };
  if (used.includes('symbol')) {
    const symbol = text('symbol').toUpperCase();
    if (symbol === '') refuse('symbol', '請填代號');
    else if (symbol.length > RAW_MAX || !SYMBOL.test(symbol)) refuse('symbol', `代號「${symbol.slice(0, 12)}」不是美股代號的寫法`);
    entry.symbol = symbol;
  }
  if (used.includes('shares')) {
    entry.shares = number('shares', 'positive');
    entry.price = number('price', 'positive');
    entry.fee = number('fee', 'zero-or-more', '0');
    entry.otherFees = number('otherFees', 'zero-or-more', '0');
  }
  if (used.includes('amount')) entry.amount = number('amount', 'positive');
  if (used.includes('withheld')) {
    const gross = parseDecimal(entry.amount);
    entry.withheld = number('withheld', 'zero-or-more', gross ? toCents(gross.times(DEFAULT_WITHHOLDING)).toString() : '');
    const withheld = parseDecimal(entry.withheld);
    if (gross && withheld && withheld.gt(gross)) refuse('withheld', '預扣稅不能多於股利金額');
  }
  if (used.includes('splitFrom')) {
    entry.splitFrom = number('splitFrom', 'positive');
    entry.splitTo = number('splitTo', 'positive');
  }
  if (used.includes('currency')) {
    const currency = text('currency').toUpperCase();
    if (currency !== 'USD' && currency !== 'TWD') refuse('currency', '幣別須為 USD 或 TWD');
    else entry.currency = currency;
  }
  entry.fx = number('fx', 'positive');
  const fx = parseDecimal(entry.fx);
  if (fx && (fx.lt(FX_MIN) || fx.gt(FX_MAX))) refuse('fx', `匯率 ${entry.fx} 不合理：請填一美元兌多少新台幣（例如 31.5）`);
  entry.note = checkNote(input.note, refuse);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entry };
}

type Refuse = (field: EntryField, message: string) => void;

function checkDate(given: string, today: string, refuse: Refuse): string {
  const match = DATE.exec(given);
  if (given === '') return (refuse('date', '請填日期'), '');
  const valid = match && new Date(`${given}T00:00:00Z`).toISOString().slice(0, 10) === given;
  if (!match || !valid) return (refuse('date', `日期「${given.slice(0, 20)}」不是有效的日期（請寫成 2024-03-15）`), '');
  if (given > today) refuse('date', `日期 ${given} 還沒到：不能記未來的交易`);
  else if (given < FIRST_DATE) refuse('date', `日期 ${given} 太早了`);
  return given;
}

function checkDecimal(field: EntryField, given: string, rule: 'positive' | 'zero-or-more', refuse: Refuse): string {
  const label = FIELD_LABELS[field];
  if (given === '') return (refuse(field, `請填${label}`), '');
  if (given.length > RAW_MAX) return (refuse(field, `${label}的數字太長`), '');
  const value = parseDecimal(given);
  if (!value) return (refuse(field, `${label}「${given}」不是數字`), '');
  const [integer = '', fraction = ''] = value.abs().toString().split('.');
  if (integer.length > INTEGER_DIGITS) return (refuse(field, `${label}的數字太大`), '');
  if (fraction.length > FRACTION_DIGITS) return (refuse(field, `${label}最多到小數點後 ${FRACTION_DIGITS} 位`), '');
  if (value.lt(0)) return (refuse(field, `${label}不能是負數`), '');
  if (rule === 'positive' && value.eq(0)) return (refuse(field, `${label}須大於 0`), '');
  return value.toString();
}

function checkNote(raw: unknown, refuse: Refuse): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' || raw.length > NOTE_MAX * 4) return (refuse('note', `備註最多 ${NOTE_MAX} 字`), '');
  const note = raw.replaceAll('\r\n', '\n').normalize('NFC').trim();
  if (FORBIDDEN_IN_NOTE.test(note)) return (refuse('note', '備註含有無法顯示的控制字元'), '');
  if ([...note].length > NOTE_MAX) return (refuse('note', `備註最多 ${NOTE_MAX} 字`), '');
  return note;
}

/** A checked entry as the ledger replays it. */
export function toLedgerTransaction(id: string, accountId: string, entry: EntryFields): Transaction {
  const d = (value: string) => new Decimal(value);
  const base = { id, accountId, date: entry.date, fx: d(entry.fx) };
  switch (entry.kind) {
    case 'buy':
    case 'sell':
      return { ...base, kind: entry.kind, symbol: entry.symbol, shares: d(entry.shares), price: d(entry.price), fee: d(entry.fee), otherFees: d(entry.otherFees) };
    case 'dividend':
      return { ...base, kind: 'dividend', symbol: entry.symbol, gross: d(entry.amount), withheld: d(entry.withheld) };
    case 'split':
      return { ...base, kind: 'split', symbol: entry.symbol, from: d(entry.splitFrom), to: d(entry.splitTo) };
    case 'fee':
    case 'other-fee':
      return { ...base, kind: entry.kind, amount: d(entry.amount) };
    case 'deposit':
    case 'withdrawal':
      return { ...base, kind: entry.kind, amount: d(entry.amount), currency: entry.currency === 'TWD' ? 'TWD' : 'USD' };
  }
}

/**
 * Today in Taipei, YYYY-MM-DD: the latest date a transaction may have (Taipei's day starts before New
 * York's). Taipei keeps UTC+8 all year, without daylight saving, so no time-zone table is needed.
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const todayInTaipei = (now: number): string => new Date(now + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
