import { css, cx } from 'styled-system/css';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { formatDecimalPercent, formatMoney, type MoneyCurrency, moneyDirection } from '@/lib/format/money';
import { MISSING } from '@/lib/format/numbers';
import type { Decimal } from '@/lib/portfolio/money';

/**
 * The cells the holdings and income tables share: an amount, a gain coloured by its direction (Taiwan:
 * up red, down green), a percentage, and a second currency under the first. The tables are the site's
 * data tables (sticky first column, scroll cue on a phone).
 *
 * The table's one class styles its cells: a gain is the element that carries `data-direction` (the cell
 * itself when the cell is only that gain), a second line is a <small>. No class on a cell and no wrapper
 * where the cell can carry it: 200 holdings are thousands of cells, and each element costs the server
 * its render three times (decision 054).
 */

export const portfolioTableClass = cx(
  dataTableRecipe({ band: true }),
  // `data-text`: a cell of words (an account's name), read from the left like the first column.
  css({
    '& td, & th': { h: '44px', py: '1' },
    '& tfoot th, & tfoot td': { fontWeight: 700, borderBottom: 'none' },
    '& td[data-text]': { textAlign: 'left' },
    // A figure with the same in the other currency under it, smaller (the space between reads and copies them apart).
    '& small': { display: 'block', fontSize: '12.5px', color: 'muted' },
    // As PriceChange's changeClass: bold, red up, green down, grey unchanged (a second line's gain as large as the first).
    '& [data-direction]': { fontWeight: 600, fontSize: '14px' },
    '& [data-direction="rise"]': { color: 'riseText' },
    '& [data-direction="fall"]': { color: 'fallText' },
    '& [data-direction="stable"]': { color: 'stableText' },
  }),
);

/** A gain: signed, coloured by what it shows to the cent. */
const signed = (amount: Decimal, currency: MoneyCurrency): string => formatMoney(amount, currency, { signed: true });

/** A cell that is one gain (the cell carries its direction); `figure` names it for the tests and the reader's tools. */
export function GainCell({ amount, currency, figure }: { amount: Decimal | null; currency: MoneyCurrency; figure?: string }) {
  if (amount === null) return <td data-figure={figure}>{MISSING}</td>;
  return (
    <td data-figure={figure} data-direction={moneyDirection(amount)}>
      {signed(amount, currency)}
    </td>
  );
}

/** A gain in US$ with its percentage under it, each coloured by its own direction. */
export function GainWithPercent({ amount, percent }: { amount: Decimal | null; percent: Decimal | null }) {
  if (amount === null) return <td>{MISSING}</td>;
  return (
    <td>
      <span data-figure="unrealised-usd" data-direction={moneyDirection(amount)}>
        {signed(amount, 'USD')}
      </span>{' '}
      {percent === null ? (
        <small data-figure="unrealised-percent">{MISSING}</small>
      ) : (
        <small data-figure="unrealised-percent" data-direction={moneyDirection(percent)}>
          {formatDecimalPercent(percent, { signed: true })}
        </small>
      )}
    </td>
  );
}

export const money = (amount: Decimal | null, currency: MoneyCurrency): string => (amount === null ? MISSING : formatMoney(amount, currency));

/** A cell of a figure with the same in the other currency under it (one text node before it: no separator comment in the HTML). */
export function TwoLinesCell({ first, second }: { first: string; second: string }) {
  return (
    <td>
      {`${first} `}
      <small>{second}</small>
    </td>
  );
}

/** A value in US$ with NT$ under it when today's rate is known; '-' without a price. */
export function ValueCell({ usd, twd, withTwd }: { usd: Decimal | null; twd: Decimal | null; withTwd: boolean }) {
  if (usd === null || !withTwd) return <td>{money(usd, 'USD')}</td>;
  return <TwoLinesCell first={money(usd, 'USD')} second={money(twd, 'TWD')} />;
}
