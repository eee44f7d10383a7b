import { cva } from 'styled-system/css';

/**
 * The extended-hours line (盤前, 盤後) of the stock header's quote and of the info page's summary: one
 * baseline row that clips what does not fit, hidden until there is a price out of regular hours (the
 * live runtime shows and hides it). Merge it as control-styles.ts's recipes are merged.
 */
export const extendedHoursLine = cva({ base: { display: 'flex', '&[hidden]': { display: 'none' }, alignItems: 'baseline', overflow: 'hidden' } });
