import { css } from 'styled-system/css';

/** A 40 px icon button on the brand-coloured header (the drawer's ☰, the phone's 🔍). */
export const headerIconButtonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '40px',
  h: '40px',
  flexShrink: 0,
  color: 'white',
  bg: 'transparent',
  border: 'none',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '-2px' },
});
