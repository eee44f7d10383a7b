import { css, cx } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';

/**
 * The header's account area: the 登入 link and its same-size Suspense placeholder. Everything sits
 * in a 40 px high slot, so swapping the placeholder for the real thing (the link, or the member menu
 * of user-menu-styles.ts) never moves the header. Apart from the member menu's styles so that a
 * guest's page, which shows only the link, does not carry the menu's classes.
 */
export const ACCOUNT_SLOT_HEIGHT = 40;

export const accountSlotClass = css({ flexShrink: 0, ml: 'auto', h: `${ACCOUNT_SLOT_HEIGHT}px`, display: 'flex', alignItems: 'center' });

export const loginButtonClass = css(pill.raw({ tone: 'onDark' }), focusRing.raw({ on: 'dark', offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  h: '32px',
  px: '4',
  fontSize: '14px',
  whiteSpace: 'nowrap',
});

/** The Suspense fallback: the 登入 link's box, invisible (guests, the usual case, see no change at all). */
export const loginPlaceholderClass = cx(loginButtonClass, css({ visibility: 'hidden' }));
