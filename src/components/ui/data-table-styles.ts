import { css, cva, cx } from 'styled-system/css';
import { focusRing } from './control-styles';
import { shimmer } from './Skeleton';
import { authoredScrollCueClass, scrollCue } from './scroll-cue';

/**
 * One look for the site's data tables and table-like lists, so each table writes only what is its
 * own (its minimum width, a column rule) instead of a copy of the whole style:
 *
 * - tableScrollRecipe: the box a <table> scrolls sideways in on a phone (TableScroll.tsx renders it
 *   as the named, keyboard-reachable region every such box must be). It is never wider than its
 *   column, and while more of the table lies past an edge a shadow on that edge says so (the
 *   site's one scroll cue, scroll-cue.ts: no script). `framed` draws the line around it.
 * - dataTableRecipe: the <table>: 14 px tabular numbers, right-aligned with the first column on the
 *   left, a muted 13 px header row, a rule under every row, row headers (tbody th) at weight 500.
 *   The first column stays in view when the table scrolls sideways (sticky, on an opaque ground the
 *   other columns pass under); a table whose first column is not its row labels opts out.
 * - stickyCellClass: the same sticky first column for a table styled by hand (the watchlist).
 * - authoredTablesClass: for HTML the site does not render itself (an article body): every box the
 *   sanitiser wrapped around a table (`[data-table-scroll]`) gets the scroll box, the cue, the
 *   header band and the sticky first column.
 * - rowListClass, rowRuleClass and rowLinkClass: a list shown as a table (articles, news, the
 *   watchlist): rows in one white rounded box, a rule between rows, a link filling its row (a tint
 *   on hover, the focus ring inside the row so the box does not clip it).
 * - skeletonBarClass: a shimmering bar standing in for a line of text in a skeleton row.
 */

/**
 * A header row's tint that lets the scroll cue through: the canvas colour over the surface, as a
 * translucent layer (an opaque header cell would hide the cue's shadow on its row, scroll-cue.ts).
 * The palette's `band`: rgba(72, 105, 155, 0.06) on #fff is #f4f6f9, the light canvas.
 */
const HEADER_BAND = 'token(colors.band)';

export const tableScrollRecipe = cva({
  base: {
    // The site's one scroll cue (scroll-cue.ts); tables stand on white. (Its classes are scroll-cue.ts's.)
    ...scrollCue.raw({ ground: 'surface' }),
    // Keeps visually hidden (absolute) captions inside the scroller; otherwise they can widen the page on phones.
    position: 'relative',
    overflowX: 'auto',
    // A grid or flex parent would otherwise let the table's width become the box's minimum width.
    maxW: '100%',
    minW: 0,
    borderRadius: 'lg',
    // The site's focus ring (control-styles.ts; its classes are that file's).
    ...focusRing.raw(),
  },
  variants: { framed: { true: { border: '1px solid token(colors.line)' }, false: {} } },
  defaultVariants: { framed: true },
});
/**
 * Its two looks for TableScroll.tsx, computed here: the build turns a recipe call into its class name
 * only in a module that imports styled-system/css, and a client component must not call it at run time.
 */
export const framedTableScrollClass = tableScrollRecipe({ framed: true });
export const unframedTableScrollClass = tableScrollRecipe({ framed: false });

/**
 * The sticky first column: an opaque ground, above the cells that scroll under it, with a hairline on
 * its right. (Spread only inside this file: Panda reads styles at build time and does not follow an
 * imported constant into another file's css(); other files take the classes below.)
 */
const STICKY_FIRST_COLUMN = { position: 'sticky', left: 0, zIndex: 1, bg: 'surface', boxShadow: '1px 0 0 token(colors.line)' } as const;

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
    borders: { collapse: { borderCollapse: 'collapse' }, separate: { borderCollapse: 'separate', borderSpacing: 0 } },
    /** The first column (the row headers) stays in view when the table scrolls sideways. */
    sticky: { true: { '& th:first-child, & td:first-child': STICKY_FIRST_COLUMN }, false: {} },
    /** Narrower padding between the value columns (many periods side by side). */
    compact: { true: { '& th, & td': { px: '2' }, '& th:first-child, & td:first-child': { px: '3' } }, false: {} },
    /** false: no rule under the last row (the box's edge closes the table). */
    lastRowRule: { true: {}, false: { '& tbody tr:last-child > *': { borderBottom: 'none' } } },
    /**
     * A canvas-coloured header band that the scroll cue shows through; its first cell (sticky, or
     * not) is the same colour made opaque, so the columns that scroll under it do not show through.
     */
    band: { true: { '& thead th': { bg: HEADER_BAND }, '& thead th:first-child': { bg: 'linear-gradient(token(colors.band), token(colors.band)), token(colors.surface)' } }, false: {} },
  },
  defaultVariants: { borders: 'separate', sticky: true, compact: false, lastRowRule: true, band: false },
});

export const stickyCellClass = css(STICKY_FIRST_COLUMN);

/**
 * Tables inside sanitised article HTML (src/lib/articles/sanitize-policy.ts wraps each in a
 * `<div data-table-scroll role="region" tabindex="0">`): the scroll box with the scroll cue
 * (authoredScrollCueClass), header cells on the header band. The first column stays put unless a
 * cell spans rows: a spanning first cell and the next row's first cell (then the table's second
 * column) would both stick at the left edge, one over the other.
 */
export const authoredTablesClass = cx(
  authoredScrollCueClass,
  css({
    '& [data-table-scroll]': { position: 'relative', overflowX: 'auto', maxW: '100%', _focusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '2px' } },
    '& [data-table-scroll] th': { bg: HEADER_BAND },
    '& [data-table-scroll]:not(:has([rowspan]:not([rowspan="1"]))) :is(th, td):first-child': { position: 'sticky', left: 0, zIndex: 1 },
    // The sticky cells are opaque (the band made opaque for a header) so the others pass under them.
    '& [data-table-scroll]:not(:has([rowspan]:not([rowspan="1"]))) td:first-child': { bg: 'surface' },
    '& [data-table-scroll]:not(:has([rowspan]:not([rowspan="1"]))) th:first-child': { bg: 'linear-gradient(token(colors.band), token(colors.band)), token(colors.surface)' },
  }),
);

/** Block layout; a list that wants its rows as grid items adds display: 'grid'. */
export const rowListClass = css({ listStyle: 'none', m: 0, p: 0, bg: 'surface', borderRadius: 'lg', overflow: 'hidden' });
export const rowRuleClass = css({ borderBottom: '1px solid token(colors.line)', _last: { borderBottom: 'none' } });
export const rowLinkClass = css(focusRing.raw({ offset: 'inset' }), { h: '100%', _hover: { bg: 'rowHover' } });

export const skeletonBarClass = cx(shimmer(), css({ display: 'block', borderRadius: 'sm' }));

/**
 * A sortable column's header link (the screener's results, an index's members): the header's muted
 * colour, brand blue on hover, and the sorted column's in brand and bold (`data-sorted` on the link),
 * its arrow small beside it.
 */
export const sortHeaderLinkClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'inherit',
  _hover: { color: 'brand' },
  '&[data-sorted]': { color: 'brand', fontWeight: 700 },
});
export const sortArrowClass = css({ fontSize: '10px' });
