import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';

/**
 * The slot under a list that holds "載入更多" (or 「已經到底了」): one fixed height, shared by the
 * list, its skeleton and the client button, so streaming and appending never shift the page.
 */
export const LOAD_MORE_SLOT_CLASS = css({ h: '64px', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '4' });

export const loadMoreLinkClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '160px',
  h: '44px',
  px: '5',
  borderRadius: 'full',
  border: '1px solid token(colors.brand)',
  color: 'brand',
  bg: 'surface',
  fontSize: '15px',
  fontWeight: 600,
  _hover: { bg: 'brand', color: 'onBrand' },
  '&[aria-busy="true"]': { opacity: 0.7, cursor: 'progress' },
});

export const endNoteClass = css({ m: 0, fontSize: '14px', color: 'muted' });
