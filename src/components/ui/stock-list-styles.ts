import { css } from 'styled-system/css';
import { focusRing } from './control-styles';

/**
 * One look for short lists of stocks with a quote and a 加入自選 button: the stocks above search
 * results and the popular stocks an empty watchlist suggests. Name (link) | quote | button.
 */
export const stockListSectionClass = css({ display: 'grid', gap: '2' });
export const stockListHeadingClass = css({ m: 0, fontSize: '17px', fontWeight: 700 });
export const stockListClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', bg: 'surface', borderRadius: 'lg', overflow: 'hidden' });
export const stockListRowClass = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: '3',
  minH: '64px',
  px: '4',
  py: '2',
  borderBottom: '1px solid token(colors.line)',
  _last: { borderBottom: 'none' },
});
export const stockListNameLinkClass = css(focusRing.raw({ offset: 'outset' }), { display: 'grid', minW: 0, _hover: { color: 'brand' } });
export const stockListNameClass = css({ fontSize: '16px', fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const stockListMetaClass = css({ fontSize: '12px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
/** The quote's box keeps its size while the quote streams in. */
export const stockListQuoteClass = css({ display: 'grid', justifyItems: 'end', alignContent: 'center', gap: '0.5', minW: '72px', minH: '40px', fontVariantNumeric: 'tabular-nums' });
export const stockListPriceClass = css({ fontSize: '15px', fontWeight: 600 });
