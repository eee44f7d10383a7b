import { css } from 'styled-system/css';
import { expandCaret, focusRing, popover, textButton } from '@/components/ui/control-styles';

/**
 * The member menu in the header's account slot (account-slot-styles.ts), on a button as high as the
 * slot; on a phone the button shrinks to the avatar.
 */

/** ACCOUNT_SLOT_HEIGHT, written again: Panda reads styles at build time and cannot follow an imported constant. */
const MENU_BUTTON_HEIGHT = 40;

export const menuRootClass = css({ position: 'relative' });

export const menuButtonClass = css(textButton.raw(), focusRing.raw({ on: 'dark', offset: 'tight' }), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: `${MENU_BUTTON_HEIGHT}px`,
  pl: '1',
  pr: '2',
  borderRadius: 'full',
  color: 'onChrome',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
  '&[aria-expanded="true"]': { bg: 'rgba(255,255,255,0.16)' },
});

// From tablet width up the button also names the member; a phone shows the avatar (the menu has the rest).
export const menuButtonTextClass = css({ display: 'none', tablet: { display: 'flex' }, flexDirection: 'column', alignItems: 'flex-start', lineHeight: '1.25', textAlign: 'left', minW: 0 });

export const menuButtonNicknameClass = css({ maxW: '8em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: '14px', fontWeight: 600 });

export const menuButtonPCoinClass = css({ fontSize: '12px', opacity: 0.85, whiteSpace: 'nowrap' });

export const caretClass = css(expandCaret.raw(), { flexShrink: 0 });

export const avatarClass = css({ flexShrink: 0, borderRadius: 'full', objectFit: 'cover', bg: 'blueTintHover' });

export const panelClass = css(popover.raw(), { top: 'calc(100% + 8px)', w: '248px', maxW: 'calc(100vw - 32px)', p: '2', '&[hidden]': { display: 'none' } });

export const panelSummaryClass = css({ display: 'flex', alignItems: 'center', gap: '3', px: '2', pt: '1', pb: '3', mb: '1', borderBottom: '1px solid token(colors.line)', minW: 0 });

export const panelTextClass = css({ display: 'flex', flexDirection: 'column', minW: 0, lineHeight: '1.35' });

export const panelNicknameClass = css({ fontSize: '15px', fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

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
