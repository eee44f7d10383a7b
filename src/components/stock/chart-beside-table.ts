import { css } from 'styled-system/css';

/**
 * A small chart with its table: the chart above the table on phones (it comes first in the source),
 * beside it in a sticky 320 px column from laptop width. Used by the statements and dividends.
 */
export const chartBesideTableClass = css({ display: 'grid', gap: '4', alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)', laptop: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } });

export const sideChartClass = css({
  m: 0,
  p: '3',
  bg: 'surface',
  borderRadius: 'lg',
  border: '1px solid token(colors.line)',
  laptop: { gridColumn: '2', gridRow: '1', position: 'sticky', top: '16px' },
});

/** The chart's place while it streams (a skeleton, without the frame). */
export const sideChartSlotClass = css({ laptop: { gridColumn: '2', gridRow: '1' } });

export const sideTableClass = css({ minW: 0, laptop: { gridColumn: '1', gridRow: '1' } });
