import { css } from 'styled-system/css';

/** Pager links under stock lists (news, discussion): the main action and the way back. */
export const primaryPillLinkClass = css({
  px: '5',
  py: '2',
  borderRadius: 'full',
  bg: 'brand',
  color: 'white',
  fontWeight: 600,
  fontSize: '14px',
  _hover: { bg: 'brandDark' },
  _focusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '2px' },
});

export const secondaryPillLinkClass = css({
  px: '5',
  py: '2',
  borderRadius: 'full',
  border: '1px solid token(colors.line)',
  bg: 'surface',
  fontWeight: 600,
  fontSize: '14px',
  _hover: { color: 'brand' },
  _focusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '2px' },
});
