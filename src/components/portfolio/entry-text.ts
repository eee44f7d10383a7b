import { formatDecimalText, formatTwdText, formatUsdText } from '@/lib/format/decimal-text';
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
      return `${label} ${entry.symbol} ${formatDecimalText(entry.shares)} 股，每股 ${formatUsdText(entry.price)}`;
    case 'dividend':
      return `${label} ${entry.symbol} ${formatUsdText(entry.amount)}`;
    case 'split':
      return `${label} ${entry.symbol}：每 ${formatDecimalText(entry.splitFrom)} 股變 ${formatDecimalText(entry.splitTo)} 股`;
    case 'fee':
    case 'other-fee':
      return `${label} ${formatUsdText(entry.amount)}`;
    case 'deposit':
    case 'withdrawal':
      return `${label} ${entry.currency === 'TWD' ? formatTwdText(entry.amount) : formatUsdText(entry.amount)}`;
  }
}

/** The details under the summary: a trade's fees, a dividend's withholding and what arrived (淨額). */
export function entryDetails(entry: EntryFields): string[] {
  if (entry.kind === 'buy' || entry.kind === 'sell') {
    const fees = [`手續費 ${formatUsdText(entry.fee)}`];
    if (new Decimal(entry.otherFees || '0').gt(0)) fees.push(`其他費用 ${formatUsdText(entry.otherFees)}`);
    return fees;
  }
  if (entry.kind === 'dividend') {
    const net = new Decimal(entry.amount).minus(entry.withheld || '0').toString();
    return [`預扣稅 ${formatUsdText(entry.withheld || '0')}`, `實收 ${formatUsdText(net)}`];
  }
  return [];
}
