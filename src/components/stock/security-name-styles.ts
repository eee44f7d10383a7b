import { css } from 'styled-system/css';

/**
 * A security in a table or list row (fund holdings, peers, index members, movers): its name over its
 * symbol, one link. The name is cut with an ellipsis at a width each table chooses
 * (`css(securityNameStyle, { maxW })`), so a long company name never widens the table.
 */
export const securityLinkClass = css({
  display: 'grid',
  lineHeight: '1.3',
  minW: 0,
  _hover: { color: 'brand' },
  _focusVisible: { outline: '2px solid token(colors.brand)' },
});
export const securityNameStyle = css.raw({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' });
export const securitySymbolClass = css({ fontSize: '12px', color: 'muted', fontWeight: 400 });
