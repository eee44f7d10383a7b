import { css, cva, cx } from 'styled-system/css';
import { shimmer } from './Skeleton';

/**
 * One look for the site's data tables and table-like lists, so each table writes only what is its
 * own (its minimum width, a column rule) instead of a copy of the whole style:
 *
 * - tableScrollRecipe: the box a <table> scrolls sideways in on a phone. Give it role="region", an
 *   aria-label and tabIndex={0} (a keyboard reader scrolls it with the arrow keys). It is never
 *   wider than its column, and while more of the table lies to the right a soft shadow on its right
 *   edge says so (no script: see SCROLL_HINT). `framed` draws the line around it.
 * - dataTableRecipe: the <table>: 14 px tabular numbers, right-aligned with the first column on the
 *   left, a muted 13 px header row, a rule under every row, row headers (tbody th) at weight 500.
 *   The first column stays in view when the table scrolls sideways (sticky, on an opaque ground the
 *   other columns pass under); a table whose first column is not its row labels opts out.
 * - stickyCellClass: the same sticky first column for a table styled by hand (the watchlist).
 * - authoredTablesClass: for HTML the site does not render itself (an article body): every box the
 *   sanitiser wrapped around a table (`[data-table-scroll]`) gets the scroll box, the hint and the
 *   sticky first column.
 * - rowListClass, rowRuleClass and rowLinkClass: a list shown as a table (articles, news, the
 *   watchlist): rows in one white rounded box, a rule between rows, a link filling its row (a tint
 *   on hover, the focus ring inside the row so the box does not clip it).
 * - skeletonBarClass: a shimmering bar standing in for a line of text in a skeleton row.
 */

/**
 * The scroll hint, in CSS alone (the "scrolling shadows" technique): two backgrounds of the scroll
 * box. A shadow fixed to the box's right edge (`scroll` attachment), and on top of it a white cover
 * that travels with the content (`local` attachment) and sits at the content's right end. While
 * the table runs on past the edge, the cover is out of view and the shadow shows; scrolled to the
 * end, or when the table fits, the cover lies over the shadow. Nothing is measured and nothing
 * moves, so the hint costs no script and no layout shift. The shadow is painted under the cells,
 * which are transparent (a cell with its own ground, such as a tinted header, hides it on its row).
 */
const SCROLL_HINT = {
  backgroundColor: 'surface',
  // (One literal string: Panda reads the styles at build time and does not evaluate expressions.)
  backgroundImage:
    'linear-gradient(to left, token(colors.surface) 50%, rgba(255, 255, 255, 0)), linear-gradient(to left, rgba(15, 30, 60, 0.2), rgba(15, 30, 60, 0))',
  backgroundPosition: 'right center, right center',
  backgroundSize: '32px 100%, 16px 100%',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, scroll',
} as const;

export const tableScrollRecipe = cva({
  base: {
    // Keeps visually hidden (absolute) captions inside the scroller; otherwise they can widen the page on phones.
    position: 'relative',
    overflowX: 'auto',
    // A grid or flex parent would otherwise let the table's width become the box's minimum width.
    maxW: '100%',
    minW: 0,
    borderRadius: 'lg',
    ...SCROLL_HINT,
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

/**
 * The sticky first column: an opaque ground, above the cells that scroll under it, with a hairline on
 * its right. (Spread only inside this file: Panda reads styles at build time and does not follow an
 * imported constant into another file's css(); other files take the classes below.)
 */
const STICKY_FIRST_COLUMN = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bg: 'surface',
  boxShadow: '1px 0 0 token(colors.line)',
} as const;

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
    /**
     * 'separate' (the default) lets the sticky first column keep its rules while the rest scrolls under
     * it (collapsed borders belong to the table and would scroll away). With no spacing and rules only
     * under the cells, both read the same.
     */
    borders: {
      collapse: { borderCollapse: 'collapse' },
      separate: { borderCollapse: 'separate', borderSpacing: 0 },
    },
    /** The first column (the row headers) stays in view when the table scrolls sideways. */
    sticky: {
      true: { '& th:first-child, & td:first-child': STICKY_FIRST_COLUMN },
      false: {},
    },
    /** Narrower padding between the value columns (many periods side by side). */
    compact: {
      true: { '& th, & td': { px: '2' }, '& th:first-child, & td:first-child': { px: '3' } },
      false: {},
    },
    /** false: no rule under the last row (the box's edge closes the table). */
    lastRowRule: {
      true: {},
      false: { '& tbody tr:last-child > *': { borderBottom: 'none' } },
    },
  },
  defaultVariants: { borders: 'separate', sticky: true, compact: false, lastRowRule: true },
});

export const stickyCellClass = css(STICKY_FIRST_COLUMN);

/**
 * Tables inside sanitised article HTML (src/lib/articles/sanitize-policy.ts wraps each in a
 * `<div data-table-scroll role="region" tabindex="0">`). The first column stays put unless a cell
 * spans rows: a spanning first cell and the next row's first cell (then the table's second column)
 * would both stick at the left edge, one over the other.
 */
export const authoredTablesClass = css({
  '& [data-table-scroll]': {
    position: 'relative',
    overflowX: 'auto',
    maxW: '100%',
    ...SCROLL_HINT,
    _focusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '2px' },
  },
  '& [data-table-scroll]:not(:has([rowspan]:not([rowspan="1"]))) :is(th, td):first-child': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
  },
  // Header cells keep their own (opaque) ground; body cells take the surface so the others pass under.
  '& [data-table-scroll]:not(:has([rowspan]:not([rowspan="1"]))) td:first-child': { bg: 'surface' },
});

/** Block layout; a list that wants its rows as grid items adds display: 'grid'. */
export const rowListClass = css({ listStyle: 'none', m: 0, p: 0, bg: 'surface', borderRadius: 'lg', overflow: 'hidden' });
export const rowRuleClass = css({ borderBottom: '1px solid token(colors.line)', _last: { borderBottom: 'none' } });
export const rowLinkClass = css({ h: '100%', _hover: { bg: '#f8fafc' }, _focusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '-2px' } });

export const skeletonBarClass = cx(shimmer(), css({ display: 'block', borderRadius: 'sm' }));
