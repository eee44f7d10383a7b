import { css } from 'styled-system/css';

/**
 * A page's h1 (the article lists, 行事曆, 自選股, 比較): 22 px, 26 px from a tablet, behind the brand
 * bar. A long title (a search keyword, four company names) wraps anywhere rather than widen a phone's page.
 */
export const pageTitleClass = css({
  m: 0,
  fontSize: '22px',
  tablet: { fontSize: '26px' },
  fontWeight: 700,
  lineHeight: '1.35',
  overflowWrap: 'anywhere',
  pl: '3',
  borderLeft: '4px solid token(colors.brand)',
});
