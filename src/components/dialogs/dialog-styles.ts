import { css, cx } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';

/**
 * The dialog's look. The width comes from a CSS variable set per dialog (`--dialog-width`), so one
 * atomic class serves every width; a phone never gets a dialog wider than the screen less 16 px a side.
 */
export const dialogClass = css({
  // The <dialog> itself has no padding: a click on it (not on its content box) is a click on the backdrop.
  p: 0,
  // Dialogs may be rendered inside centred content (the paywall): they always read left to right.
  textAlign: 'left',
  m: 'auto',
  border: 'none',
  borderRadius: 'lg',
  bg: 'surface',
  color: 'ink',
  boxShadow: '0 16px 48px rgba(15,30,60,0.28)',
  w: 'var(--dialog-width, 380px)',
  maxW: 'calc(100vw - 32px)',
  maxH: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  _backdrop: { bg: 'rgba(15,30,60,0.45)' },
});

export const dialogBodyClass = css({ px: '6', pt: '5', pb: '4' });

export const dialogTitleClass = css({ m: 0, fontSize: '18px', fontWeight: 700, lineHeight: '1.4' });

export const dialogTextClass = css({ mt: '2', mb: 0, fontSize: '15px', color: 'muted', lineHeight: '1.6' });

export const dialogActionsClass = css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '2', mt: '5' });

// Composed with cx rather than spread: Panda extracts literal style objects at build time.
const actionBaseClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  minW: '80px',
  h: '38px',
  px: '4',
  borderRadius: 'md',
  fontSize: '15px',
  fontWeight: 600,
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 0.65 },
});

export const primaryActionClass = cx(actionBaseClass, css({ border: '1px solid token(colors.brand)', bg: 'brand', color: 'onBrand', _hover: { bg: 'brandDark', borderColor: 'brandDark' } }));

export const secondaryActionClass = cx(actionBaseClass, css({ border: '1px solid token(colors.line)', bg: 'surface', color: 'ink', _hover: { color: 'brand', borderColor: 'brand' } }));

/** A small spinner beside the label while an async confirm runs. */
export const busySpinnerClass = css({
  w: '14px',
  h: '14px',
  borderRadius: 'full',
  border: '2px solid rgba(255,255,255,0.45)',
  borderTopColor: 'onBrand',
  animation: 'spin',
  _motionReduce: { animation: 'none' },
});
