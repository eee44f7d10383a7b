import { css, cva } from 'styled-system/css';

/**
 * The one cue, for every box that scrolls sideways (tab rows, the category menu, data tables), that
 * more lies past an edge: a shadow on that edge, in CSS alone (the "scrolling shadows" technique,
 * decisions 026 and 037). Four backgrounds of the scroll box:
 *
 * - two shadows fixed to its left and right edges (`scroll` attachment), and
 * - over them two covers of the box's own ground that travel with the content (`local` attachment),
 *   one at the content's start and one at its end: opaque over the shadow's 24 px, then an 8 px fade,
 *   so the shadow comes and goes smoothly over the last 8 px of scroll and shows in full before
 *   (a table only 29 px too wide kept half a cue under a wider fade).
 *
 * At the start the left cover lies over the left shadow; scrolled on, it leaves with the content and
 * the shadow shows that something lies to the left (a row whose active tab was scrolled into view).
 * While more lies to the right the right cover is out of view and the right shadow shows; at the end,
 * or when the content fits, it lies over it. Nothing is measured and nothing moves: no script, no
 * listener, no layout shift.
 *
 * Backgrounds are painted under the content: text passes over the shadow (which reads as its edge), but
 * an opaque ground inside the box hides it. So a table's cells stay transparent and a tinted header
 * takes a translucent tint (data-table-styles.ts, HEADER_BAND); a sticky first column hides the left
 * shadow, and its own hairline marks that edge.
 *
 * The first version (one 16 px shadow at 0.2) was too faint to see at 390 px and was hidden
 * by the daily prices' tinted header; the shadow is now 24 px, twice as dark at the edge, on both sides.
 */
const SCROLL_CUE = {
  // (Literal strings: Panda reads the styles at build time and does not evaluate expressions.)
  backgroundColor: 'var(--scroll-cue-ground)',
  backgroundImage:
    'linear-gradient(to right, var(--scroll-cue-ground) 75%, transparent), linear-gradient(to left, var(--scroll-cue-ground) 75%, transparent), linear-gradient(to right, token(colors.cueStrong), token(colors.cueSoft) 45%, transparent), linear-gradient(to left, token(colors.cueStrong), token(colors.cueSoft) 45%, transparent)',
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundSize: '32px 100%, 32px 100%, 24px 100%, 24px 100%',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
} as const;

/**
 * For the element that scrolls (overflow-x: auto). `ground`: the colour the box stands on, which its
 * covers must match (a white card or bar: surface; straight on the page: canvas).
 */
export const scrollCue = cva({
  base: SCROLL_CUE,
  variants: { ground: { surface: { '--scroll-cue-ground': 'token(colors.surface)' }, canvas: { '--scroll-cue-ground': 'token(colors.canvas)' } } },
  defaultVariants: { ground: 'surface' },
});

/**
 * The same cue on each box the article sanitiser wrapped around an author's table
 * (`[data-table-scroll]`, src/lib/articles/sanitize-policy.ts): HTML the site does not render itself
 * has no classes of ours. Article bodies are white.
 */
export const authoredScrollCueClass = css({ '& [data-table-scroll]': { ...SCROLL_CUE, '--scroll-cue-ground': 'token(colors.surface)' } });
