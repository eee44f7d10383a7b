import { css, cx } from 'styled-system/css';
import { focusRing, pill, popover, textButton } from '@/components/ui/control-styles';

/**
 * The header's account area: the 登入 link, its same-size Suspense placeholder, and the member menu.
 * Everything sits in a 40 px high slot, so swapping the placeholder for the real thing never moves
 * the header; on a phone the member button shrinks to the avatar.
 */
export const ACCOUNT_SLOT_HEIGHT = 40;

export const accountSlotClass = css({
  flexShrink: 0,
  ml: 'auto',
  h: `${ACCOUNT_SLOT_HEIGHT}px`,
  display: 'flex',
  alignItems: 'center',
});

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

export const menuRootClass = css({ position: 'relative' });

export const menuButtonClass = css(textButton.raw(), focusRing.raw({ on: 'dark', offset: 'tight' }), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: `${ACCOUNT_SLOT_HEIGHT}px`,
  pl: '1',
  pr: '2',
  borderRadius: 'full',
  color: 'white',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
  '&[aria-expanded="true"]': { bg: 'rgba(255,255,255,0.16)' },
});

// From tablet width up the button also names the member; a phone shows the avatar (the menu has the rest).
export const menuButtonTextClass = css({
  display: 'none',
  tablet: { display: 'flex' },
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: '1.25',
  textAlign: 'left',
  minW: 0,
});

export const menuButtonNicknameClass = css({
  maxW: '8em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '14px',
  fontWeight: 600,
});

export const menuButtonPCoinClass = css({ fontSize: '12px', opacity: 0.85, whiteSpace: 'nowrap' });

export const caretClass = css({
  flexShrink: 0,
  transition: 'transform 0.15s',
  '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  _motionReduce: { transition: 'none' },
});

export const avatarClass = css({ flexShrink: 0, borderRadius: 'full', objectFit: 'cover', bg: '#dbe7f3' });

export const panelClass = css(popover.raw(), {
  top: 'calc(100% + 8px)',
  w: '248px',
  maxW: 'calc(100vw - 32px)',
  p: '2',
  '&[hidden]': { display: 'none' },
});

export const panelSummaryClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '2',
  pt: '1',
  pb: '3',
  mb: '1',
  borderBottom: '1px solid token(colors.line)',
  minW: 0,
});

export const panelTextClass = css({ display: 'flex', flexDirection: 'column', minW: 0, lineHeight: '1.35' });

export const panelNicknameClass = css({
  fontSize: '15px',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const panelPCoinClass = css({ fontSize: '13px', color: 'muted' });

export const menuListClass = css({ listStyle: 'none', m: 0, p: 0 });

export const menuSeparatorClass = css({ h: '1px', my: '1', bg: 'line' });

export const menuItemClass = css(textButton.raw(), focusRing.raw({ offset: 'inset' }), {
  display: 'block',
  w: '100%',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'ink',
  fontSize: '14px',
  textAlign: 'left',
  _hover: { bg: 'canvas', color: 'brand' },
});
