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

export const changeRecipe = cva({
  base: { fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: '14px' },
  variants: {
    direction: { rise: { color: 'rise' }, fall: { color: 'fall' }, stable: { color: 'stable' } },
  },
});
