import { cva } from 'styled-system/css';

/**
 * A figure coloured by its direction, read from the element's `data-direction` (rise, fall, stable),
 * which the live runtime changes with the price (decision 036): rise red and fall green in their text
 * shades (decision 025), zero neutral. `flat: 'grey'` greys a flat figure; `flat: 'own'`
 * leaves it the colour the element sets for itself. Merge it into a style as the recipes of
 * control-styles.ts are merged: `css(directionText.raw(), { fontSize: '13px' })`.
 */
export const directionText = cva({
  base: { '&[data-direction="rise"]': { color: 'riseText' }, '&[data-direction="fall"]': { color: 'fallText' } },
  variants: { flat: { grey: { '&[data-direction="stable"]': { color: 'stableText' } }, own: {} } },
  defaultVariants: { flat: 'grey' },
});
