import { css, cva, cx } from 'styled-system/css';
import { shimmer } from './Skeleton';

/**
 * One look for the site's data tables and table-like lists, so each table writes only what is its
 * own (its minimum width, a column rule) instead of a copy of the whole style:
 *
 * - tableScrollRecipe: the box a <table> scrolls sideways in on a phone (give it role="region",
 *   an aria-label and tabIndex={0}); `framed` draws the line around it.
 * - dataTableRecipe: the <table>: 14 px tabular numbers, right-aligned with the first column on the
 *   left, a muted 13 px header row, a rule under every row, row headers (tbody th) at weight 500.
 * - rowListClass, rowRuleClass and rowLinkClass: a list shown as a table (articles, news, the
 *   watchlist): rows in one white rounded box, a rule between rows, a link filling its row (a tint
 *   on hover, the focus ring inside the row so the box does not clip it).
 * - skeletonBarClass: a shimmering bar standing in for a line of text in a skeleton row.
 */
export const tableScrollRecipe = cva({
  base: {
    // Keeps visually hidden (absolute) captions inside the scroller; otherwise they can widen the page on phones.
    position: 'relative',
    overflowX: 'auto',
    bg: 'surface',
    borderRadius: 'lg',
    _focusVisible: { outline: '2px solid token(colors.brand)' },
  },
  variants: {
    framed: {
      true: { border: '1px solid token(colors.line)' },
      false: {},
    },
  },
  defaultVariants: { framed: true },
});

export const dataTableRecipe = cva({
  base: {
    w: '100%',
    fontSize: '14px',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { px: '3', textAlign: 'right', whiteSpace: 'nowrap', borderBottom: '1px solid token(colors.line)' },
    '& th:first-child, & td:first-child': { textAlign: 'left' },
    '& thead th': { color: 'muted', fontWeight: 600, fontSize: '13px' },
    '& tbody th': { fontWeight: 500 },
  },
  variants: {
    /** 'separate' lets a sticky first column keep its rules and shadow while the rest scrolls under it. */
    borders: {
      collapse: { borderCollapse: 'collapse' },
      separate: { borderCollapse: 'separate', borderSpacing: 0 },
    },
    /** The first column (the row headers) stays in view when the table scrolls sideways. */
    sticky: {
      true: { '& th:first-child': { position: 'sticky', left: 0, bg: 'surface' } },
      false: {},
    },
    /** Narrower padding between the value columns (many periods side by side). */
    compact: {
      true: { '& th, & td': { px: '2' }, '& th:first-child': { px: '3' } },
      false: {},
    },
    /** false: no rule under the last row (the box's edge closes the table). */
    lastRowRule: {
      true: {},
      false: { '& tbody tr:last-child > *': { borderBottom: 'none' } },
    },
  },
  defaultVariants: { borders: 'collapse', sticky: false, compact: false, lastRowRule: true },
});

/** Block layout; a list that wants its rows as grid items adds display: 'grid'. */
export const rowListClass = css({ listStyle: 'none', m: 0, p: 0, bg: 'surface', borderRadius: 'lg', overflow: 'hidden' });
export const rowRuleClass = css({ borderBottom: '1px solid token(colors.line)', _last: { borderBottom: 'none' } });
export const rowLinkClass = css({ h: '100%', _hover: { bg: '#f8fafc' }, _focusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '-2px' } });

export const skeletonBarClass = cx(shimmer(), css({ display: 'block', borderRadius: 'sm' }));
