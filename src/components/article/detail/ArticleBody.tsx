import { css, cx } from 'styled-system/css';
import { authoredTablesClass } from '@/components/ui/data-table-styles';

/**
 * Sanitised article HTML (src/lib/articles/sanitize.ts, run by loadArticle before this renders).
 * Only that output may ever reach this component: it is the one place the page sets inner HTML.
 * The author's markup carries no classes or styles, so its look comes from element selectors here.
 */
export function ArticleBody({ html, className, testId = 'article-body' }: { html: string; className?: string | undefined; testId?: string }) {
  return <div className={cx(proseClass, authoredTablesClass, className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Nothing an author writes may widen the page (a phone's 390 px): the body may shrink below its
 * content (minW 0, it is a grid item), pictures keep to the column, text and preformatted lines
 * break anywhere rather than run out, and each table scrolls inside its own box (the sanitiser
 * wraps it in a [data-table-scroll] box, styled by authoredTablesClass).
 */
export const proseClass = css({
  minW: 0,
  maxW: '100%',
  fontSize: '17px',
  lineHeight: '1.85',
  color: 'ink',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '4' },
  '& h2': { fontSize: '22px', fontWeight: 700, lineHeight: '1.4', mt: '8', pl: '3', borderLeft: '4px solid token(colors.brand)' },
  '& h3': { fontSize: '19px', fontWeight: 700, lineHeight: '1.45', mt: '6' },
  '& h4, & h5, & h6': { fontSize: '17px', fontWeight: 700, mt: '5' },
  '& a': { color: 'brand', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:not([href])': { color: 'inherit', textDecoration: 'none' },
  '& ul, & ol': { pl: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1.5' },
  '& blockquote': { borderLeft: '4px solid token(colors.line)', pl: '4', color: 'muted' },
  '& figure': { m: 0, display: 'grid', gap: '2' },
  '& figcaption': { fontSize: '14px', color: 'muted', textAlign: 'center' },
  // width/height attributes give the box its aspect ratio before the picture arrives (no shift).
  '& img': { display: 'block', maxW: '100%', h: 'auto', borderRadius: 'md', bg: 'line', objectFit: 'contain' },
  '& figure, & blockquote, & details, & li': { minW: 0, maxW: '100%' },
  // Separate borders (top and left on the table, right and bottom on the cells), so the sticky first
  // column keeps its rules while the other columns pass under it.
  '& table': { borderCollapse: 'separate', borderSpacing: 0, fontSize: '15px', lineHeight: '1.6', borderTop: '1px solid token(colors.line)', borderLeft: '1px solid token(colors.line)' },
  // Cells wrap their text but never below 5em, so a table of many columns scrolls sideways rather than
  // squeezing its columns to a character each; a number has no break in it and stays on its line;
  // a link (a long URL) may break anywhere.
  '& th, & td': {
    borderRight: '1px solid token(colors.line)',
    borderBottom: '1px solid token(colors.line)',
    px: '3',
    py: '2',
    minW: '5em',
    textAlign: 'left',
    verticalAlign: 'top',
    overflowWrap: 'break-word',
  },
  '& td a': { overflowWrap: 'anywhere' },
  // (Their ground, a band the scroll cue shows through, is authoredTablesClass's.)
  '& th': { fontWeight: 700 },
  // A Chinese heading breaks only at its spaces and punctuation: 營業利益率 stays one word, not a column of characters.
  '& thead th': { wordBreak: 'keep-all' },
  '& caption': { captionSide: 'top', textAlign: 'left', fontSize: '14px', color: 'muted', pb: '2' },
  // Preformatted text wraps instead of scrolling: a scrolling box would need a tab stop of its own
  // (axe: scrollable-region-focusable), and on a phone a wrapped line reads better than a hidden one.
  '& pre': { bg: 'canvas', p: '3', borderRadius: 'md', maxW: '100%', fontSize: '14px', lineHeight: '1.6', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& hr': { border: 'none', borderTop: '1px solid token(colors.line)' },
  '& details': { border: '1px solid token(colors.line)', borderRadius: 'md', p: '3' },
  '& summary': { cursor: 'pointer', fontWeight: 600 },
  '& mark': { bg: 'mark', color: 'ink' },
  '& em': { fontStyle: 'italic' },
});
