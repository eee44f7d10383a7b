import { css, cx } from 'styled-system/css';

/**
 * Sanitised article HTML (src/lib/articles/sanitize.ts, run by loadArticle before this renders).
 * Only that output may ever reach this component: it is the one place the page sets inner HTML.
 * The author's markup carries no classes or styles, so its look comes from element selectors here.
 */
export function ArticleBody({ html, className, testId = 'article-body' }: { html: string; className?: string | undefined; testId?: string }) {
  return <div className={cx(proseClass, className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const proseClass = css({
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
  '& table': { display: 'block', maxW: '100%', overflowX: 'auto', borderCollapse: 'collapse', fontSize: '15px' },
  '& th, & td': { border: '1px solid token(colors.line)', px: '3', py: '2', textAlign: 'left', whiteSpace: 'nowrap' },
  '& th': { bg: 'canvas', fontWeight: 700 },
  '& pre': { bg: 'canvas', p: '3', borderRadius: 'md', overflowX: 'auto', fontSize: '14px' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& hr': { border: 'none', borderTop: '1px solid token(colors.line)' },
  '& details': { border: '1px solid token(colors.line)', borderRadius: 'md', p: '3' },
  '& summary': { cursor: 'pointer', fontWeight: 600 },
  '& mark': { bg: '#fff3c4' },
  '& em': { fontStyle: 'italic' },
});
