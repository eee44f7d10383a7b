import { css } from 'styled-system/css';
import { directionText } from '@/components/ui/direction-styles';

/**
 * A label and its value in one row of the info tab's grids (quote summary facts, key statistics):
 * the label muted, the value bold with tabular digits, cut with an ellipsis rather than wrapped, and
 * coloured by direction through `data-direction` (decision 025: text tokens, zero neutral).
 */
export const statRowStyle = css.raw({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  borderBottom: '1px solid token(colors.line)',
  minW: 0,
});
export const statLabelClass = css({ fontSize: '13px', color: 'muted', whiteSpace: 'nowrap' });
export const statValueClass = css(directionText.raw(), {
  m: 0,
  fontSize: '14px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
