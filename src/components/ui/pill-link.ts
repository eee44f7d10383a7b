import { css } from 'styled-system/css';
import { focusRing, pill } from './control-styles';

/** Pager links under stock lists (news, discussion): the main action and the way back. */
export const primaryPillLinkClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { px: '5', py: '2', fontSize: '14px' });

export const secondaryPillLinkClass = css(pill.raw({ tone: 'outline' }), focusRing.raw({ offset: 'outset' }), { px: '5', py: '2', fontWeight: 600, fontSize: '14px', _hover: { color: 'brand' } });
