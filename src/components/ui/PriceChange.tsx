import { css, cva } from 'styled-system/css';
import { formatSigned, formatSignedPercent, priceDirection } from '@/lib/format/numbers';

/**
 * Change and % change, red for a rise and green for a fall (Taiwan convention, spec §9), grey when
 * flat — in the darker text shades of those hues, so the figures read at WCAG AA contrast.
 */
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
  '&[data-direction="rise"]': { color: 'riseText' },
  '&[data-direction="fall"]': { color: 'fallText' },
  '&[data-direction="stable"]': { color: 'stableText' },
});

export const changeRecipe = cva({
  base: { fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: '14px' },
  variants: {
    direction: { rise: { color: 'riseText' }, fall: { color: 'fallText' }, stable: { color: 'stableText' } },
  },
});
