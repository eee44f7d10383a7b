import { css, cva } from 'styled-system/css';
import { formatSigned, formatSignedPercent, priceDirection } from '../../lib/format/numbers';

/** Change and % change, red for a rise and green for a fall (Taiwan convention, spec §9), grey when flat. */
export function PriceChange({ change, changePercent }: { change: number; changePercent: number }) {
  const direction = priceDirection(change);
  return (
    <span className={changeRecipe({ direction })} data-direction={direction}>
      <span>{formatSigned(change)}</span>
      <span className={css({ ml: '2' })}>({formatSignedPercent(changePercent)})</span>
    </span>
  );
}

/** Only the % change, compact: the cards and rows that list many stocks (popular stocks, watchlist). */
export function PercentChange({ change, changePercent }: { change: number; changePercent: number }) {
  return (
    <span className={percentChangeClass} data-direction={priceDirection(change)}>
      {formatSignedPercent(changePercent)}
    </span>
  );
}

const percentChangeClass = css({
  fontSize: '13px',
  fontWeight: 600,
  '&[data-direction="rise"]': { color: 'rise' },
  '&[data-direction="fall"]': { color: 'fall' },
  '&[data-direction="stable"]': { color: 'stable' },
});

export const changeRecipe = cva({
  base: { fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: '14px' },
  variants: {
    direction: { rise: { color: 'rise' }, fall: { color: 'fall' }, stable: { color: 'stable' } },
  },
});
