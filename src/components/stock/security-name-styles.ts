import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';

/**
 * A security in a table or list row (fund holdings, peers, index members): one link holding
 * SecurityName's two lines, the name over the symbol and English name. A table caps the link's
 * width (`css(securityLinkStyle, { maxW })`) and both lines are cut there with an ellipsis, so a
 * long company name never widens the table.
 */
export const securityLinkStyle = css.raw(focusRing.raw(), { display: 'grid', lineHeight: '1.3', minW: 0, _hover: { color: 'brand' } });
export const securityLinkClass = css(securityLinkStyle);
export const securityNameClass = css({ fontWeight: 600 });
