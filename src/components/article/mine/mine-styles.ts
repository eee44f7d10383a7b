import { css, cva, cx } from 'styled-system/css';
import { dataTableRecipe, tableScrollRecipe } from '@/components/ui/data-table-styles';

/**
 * The table of 我的文章 (decision 026): it scrolls sideways in its own named box on a phone, with the
 * title column sticky; a title wraps within a fixed width so a long one never widens the page. Rows
 * keep one minimum height, shared with the skeleton, so the list streams in without a jump.
 */
export const MINE_ROW_HEIGHT = 68;
export const MINE_HEADER_HEIGHT = 40;

export const mineScrollClass = tableScrollRecipe();
export const mineTableClass = cx(dataTableRecipe({ sticky: true, lastRowRule: false, band: true }), css({ '& thead th': { h: `${MINE_HEADER_HEIGHT}px` }, '& td, & th': { py: '2' } }));
export const rowCellClass = css({ h: `${MINE_ROW_HEIGHT}px` });
export const titleBoxClass = css({
  display: 'grid',
  gap: '1',
  w: '9.5em',
  tablet: { w: '13em' },
  desktop: { w: '15em' },
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'left',
  lineHeight: '1.4',
});

export const statusBadgeClass = cva({
  base: { display: 'inline-block', px: '2', py: '0.5', borderRadius: 'full', fontSize: '12px', fontWeight: 700 },
  variants: { status: { published: { bg: 'greenTint', color: 'greenText' }, draft: { bg: 'yellowTint', color: 'yellowText' }, deleted: { bg: 'greyTint', color: 'greyText' } } },
});
