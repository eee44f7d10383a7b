import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { changeClass } from '@/components/ui/PriceChange';
import { formatDecimalPercent, formatMoney, type MoneyCurrency, moneyDirection } from '@/lib/format/money';
import { MISSING } from '@/lib/format/numbers';
import type { Decimal } from '@/lib/portfolio/money';

/**
 * The cells the holdings and income tables share: an amount, a gain coloured by its direction (Taiwan:
 * up red, down green), a percentage, and a second currency under the first. The tables are the site's
 * data tables (sticky first column, scroll cue on a phone).
 */

export const portfolioTableClass = cx(
  dataTableRecipe({ band: true }),
  // `data-text`: a cell of words (an account's name), read from the left like the first column.
  css({ '& td, & th': { h: '44px', py: '1' }, '& tfoot th, & tfoot td': { fontWeight: 700, borderBottom: 'none' }, '& td[data-text]': { textAlign: 'left' } }),
);

/** A gain: signed, coloured by what it shows to the cent. */
export function Gain({ amount, currency }: { amount: Decimal | null; currency: MoneyCurrency }) {
  if (amount === null) return <>{MISSING}</>;
  return (
    <span className={changeClass} data-direction={moneyDirection(amount)}>
      {formatMoney(amount, currency, { signed: true })}
    </span>
  );
}

export function GainPercent({ percent }: { percent: Decimal | null }) {
  if (percent === null) return <>{MISSING}</>;
  return (
    <span className={changeClass} data-direction={moneyDirection(percent)}>
      {formatDecimalPercent(percent, { signed: true })}
    </span>
  );
}

export const money = (amount: Decimal | null, currency: MoneyCurrency): string => (amount === null ? MISSING : formatMoney(amount, currency));

/** A figure with the same in the other currency under it, smaller (the space between reads and copies them apart). */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <>
      <span className={lineClass}>{first}</span> <span className={secondLineClass}>{second}</span>
    </>
  );
}

/** A value in US$ with NT$ under it when today's rate is known; '-' without a price. */
export function ValueCell({ usd, twd, withTwd }: { usd: Decimal | null; twd: Decimal | null; withTwd: boolean }) {
  if (usd === null || !withTwd) return <td>{money(usd, 'USD')}</td>;
  return (
    <td>
      <TwoLines first={money(usd, 'USD')} second={money(twd, 'TWD')} />
    </td>
  );
}

const lineClass = css({ display: 'block' });
const secondLineClass = css({ display: 'block', fontSize: '12.5px', color: 'muted' });
