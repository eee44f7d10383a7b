import { css, cva } from 'styled-system/css';

/**
 * The calendar's shared looks: the kind label (text on a neutral tag: the kind is read, not coloured)
 * and the day heading. One file so the week, the month and their skeletons cannot drift apart.
 */
export const kindLabel = cva({
  base: {
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
  variants: {
    // The market's own days stand apart from company rows by a brand outline (and their text).
    tone: { company: {}, market: { borderColor: 'brand', color: 'brand', bg: 'surface' } },
  },
  defaultVariants: { tone: 'company' },
});

export const dayHeadingClass = css({ m: 0, fontSize: '15px', fontWeight: 700, color: 'ink', display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' });
export const dayCountClass = css({ fontSize: '13px', fontWeight: 400, color: 'muted' });
