import { css } from 'styled-system/css';

/**
 * The calendar's shared looks, set once on the container (`calendarPartsClass`) and reached by data
 * attributes, not by classes on every row: the busiest week has 200+ rows, each written twice (HTML and
 * the RSC payload), and a dozen atomic classes per element made a third of the page. Parts:
 * - `data-kind-label` ("company" | "market"): the kind as text on a neutral tag (read, not coloured); the
 *   market's own days (休市, 提早收盤) take a brand outline.
 * - `data-part="row"` (a company row's link), `"detail"` and `"when"` inside it.
 */
export const calendarPartsClass = css({
  '& [data-kind-label]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '44px',
    h: '22px',
    px: '1.5',
    fontSize: '12px',
    fontWeight: 700,
    lineHeight: 1,
    borderRadius: 'sm',
    whiteSpace: 'nowrap',
    border: '1px solid token(colors.line)',
    color: 'ink',
    bg: 'canvas',
  },
  '& [data-kind-label="market"]': { borderColor: 'brand', color: 'brand', bg: 'surface' },
  '& [data-part="row"]': {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: '3',
    rowGap: '1',
    px: '3',
    py: '2.5',
    color: 'ink',
    textDecoration: 'none',
    tablet: { gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1.2fr)' },
  },
  '& [data-part="detail"]': { gridColumn: '2', display: 'grid', fontSize: '13px', minW: 0, tablet: { gridColumn: '3', fontSize: '14px' } },
  '& [data-part="when"]': { color: 'muted' },
});

export const dayHeadingClass = css({ m: 0, fontSize: '15px', fontWeight: 700, color: 'ink', display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' });
export const dayCountClass = css({ fontSize: '13px', fontWeight: 400, color: 'muted' });
/** 今天: the reader's New York day, marked in words (and aria-current="date") in both views, not by colour alone. */
export const todayBadgeClass = css({ justifySelf: 'start', px: '1.5', borderRadius: 'sm', bg: 'brand', color: 'onBrand', fontSize: '12px', fontWeight: 700, lineHeight: '1.6' });
