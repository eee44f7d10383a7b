import { css } from 'styled-system/css';
import { formatSigned, formatSignedPercent, priceDirection } from '@/lib/format/numbers';
import { liveField } from '@/components/live/live-markup';
import { directionText } from './direction-styles';

/**
 * Change and % change, red for a rise and green for a fall (Taiwan convention), grey when
 * flat — in the darker text shades of those hues, so the figures read at WCAG AA contrast. The
 * colour follows `data-direction`, which the live runtime changes with the price (decision 036).
 */
export function PriceChange({ change, changePercent }: { change: number; changePercent: number }) {
  return (
    <span className={changeClass} data-direction={priceDirection(change)} {...liveField('direction')}>
      <span {...liveField('change')}>{formatSigned(change)}</span>
      <span className={css({ ml: '2' })}>
        (<span {...liveField('changePercent')}>{formatSignedPercent(changePercent)}</span>)
      </span>
    </span>
  );
}

/** Only the % change, compact: the cards and rows that list many stocks (popular stocks, watchlist). */
export function PercentChange({ change, changePercent }: { change: number; changePercent: number }) {
  return (
    <span className={percentChangeClass} data-direction={priceDirection(change)} {...liveField('direction', 'changePercent')}>
      {formatSignedPercent(changePercent)}
    </span>
  );
}

const percentChangeClass = css(directionText.raw(), { fontSize: '13px', fontWeight: 600 });

/** A change figure's look; its colour comes from the element's `data-direction` (rise, fall, stable). */
export const changeClass = css(directionText.raw(), { fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: '14px' });

/**
 * A table row's change and % change cells, both coloured by the change's direction. `attributes` gives
 * what each cell carries besides (its live field, its sort value).
 */
export function ChangeCells({ change, changePercent, attributes }: { change: number; changePercent: number; attributes: (field: 'change' | 'changePercent') => Record<string, string | number> }) {
  const direction = priceDirection(change);
  return (
    <>
      <td className={changeClass} data-direction={direction} {...attributes('change')}>
        {formatSigned(change)}
      </td>
      <td className={changeClass} data-direction={direction} {...attributes('changePercent')}>
        {formatSignedPercent(changePercent)}
      </td>
    </>
  );
}
