import { type Decimal, max, toCents } from './money';
import type { FeeRule } from './transactions';

/** The broker's commission on a trade of `amount` USD: the rate, but never less than the minimum. */
export function brokerFee(rule: FeeRule, amount: Decimal): Decimal {
  return max(toCents(amount.times(rule.ratePercent).div(100)), rule.minimum);
}
