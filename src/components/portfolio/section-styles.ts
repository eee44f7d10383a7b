import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';

/** The looks the portfolio's sections share: a heading with 記一筆 beside it, and a ruled list. */
export const sectionClass = css({ display: 'grid', gap: '3', minW: 0 });
export const sectionHeadClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
export const sectionHeadingClass = css({ m: 0, fontSize: '20px', fontWeight: 800 });
export const addEntryLinkClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  h: '40px',
  px: '4',
  borderRadius: 'full',
  bg: 'brand',
  color: 'onBrand',
  fontSize: '15px',
  fontWeight: 700,
  _hover: { bg: 'brandDark' },
});
export const ruledListClass = css({ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid token(colors.line)' });
