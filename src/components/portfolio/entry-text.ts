import { formatDecimal, formatMoney } from '@/lib/format/money';
import { type EntryFields, KIND_LABELS } from '@/lib/portfolio/entries';
import { Decimal } from '@/lib/portfolio/money';

/**
 * A transaction in a sentence a Taiwanese investor reads at a glance: what, which stock, how much. Used
 * by the account's list and by the notice after a write ("已記下：…").
 */
export function entrySummary(entry: EntryFields): string {
  const label = KIND_LABELS[entry.kind];
  switch (entry.kind) {
    case 'buy':
    case 'sell':
      return `${label} ${entry.symbol} ${formatDecimal(new Decimal(entry.shares))} 股，每股 ${formatMoney(new Decimal(entry.price), 'USD')}`;
    case 'dividend':
      return `${label} ${entry.symbol} ${formatMoney(new Decimal(entry.amount), 'USD')}`;
    case 'split':
      return `${label} ${entry.symbol}：每 ${formatDecimal(new Decimal(entry.splitFrom))} 股變 ${formatDecimal(new Decimal(entry.splitTo))} 股`;
    case 'fee':
    case 'other-fee':
      return `${label} ${formatMoney(new Decimal(entry.amount), 'USD')}`;
    case 'deposit':
    case 'withdrawal':
      return `${label} ${entry.currency === 'TWD' ? formatMoney(new Decimal(entry.amount), 'TWD') : formatMoney(new Decimal(entry.amount), 'USD')}`;
  }
}

/** The details under the summary: a trade's fees, a dividend's withholding and what arrived (淨額). */
export function entryDetails(entry: EntryFields): string[] {
  if (entry.kind === 'buy' || entry.kind === 'sell') {
    const fees = [`手續費 ${formatMoney(new Decimal(entry.fee), 'USD')}`];
    if (new Decimal(entry.otherFees || '0').gt(0)) fees.push(`其他費用 ${formatMoney(new Decimal(entry.otherFees), 'USD')}`);
    return fees;
  }
  if (entry.kind === 'dividend') {
    const net = new Decimal(entry.amount).minus(entry.withheld || '0').toString();
    return [`預扣稅 ${formatMoney(new Decimal(entry.withheld || '0'), 'USD')}`, `實收 ${formatMoney(new Decimal(net), 'USD')}`];
  }
  return [];
}
