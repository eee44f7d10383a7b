import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { Link, type Unstable_RouteHref } from 'waku/router/client';
import { focusRing, pill } from '@/components/ui/control-styles';

/**
 * A chart's range links (股價走勢's 1日 … 5年, /compare's periods): real links to the same page at
 * another range. Without JavaScript the server renders that range; with it, Waku's Link swaps only
 * the RSC payload in a transition, keeping the old chart on screen (and the scroll position) until
 * the new one has arrived. `tight`: seven links fit a 390 px phone in one row (roomier from tablet width).
 */
export function RangeNav({ label, barHeight, tight = false, children }: { label: string; barHeight: number; tight?: boolean; children: ReactNode }) {
  return (
    <nav aria-label={label} className={navClass} style={{ height: barHeight }}>
      <ul className={listRecipe({ tight })}>{children}</ul>
    </nav>
  );
}

/** One range of a RangeNav; `data-*` attributes name it for the page's scripts and tests. */
export function RangeLink({ href, current, title, children, ...data }: { href: string; current: boolean; title: string; children: ReactNode } & { [attribute: `data-${string}`]: string }) {
  return (
    <li>
      <Link to={href as Unstable_RouteHref} scroll={false} className={linkClass} aria-current={current ? 'page' : undefined} title={title} {...data}>
        {children}
      </Link>
    </li>
  );
}

const navClass = css({ overflowX: 'auto', overflowY: 'hidden' });
const listRecipe = cva({
  base: { display: 'flex', listStyle: 'none', m: 0, p: 0, h: '100%', alignItems: 'center' },
  variants: { tight: { true: { gap: '0.5', tablet: { gap: '1' }, '& a': { px: '2', tablet: { px: '3' } } }, false: { gap: '1', '& a': { px: '3' } } } },
});
const linkClass = css(pill.raw(), focusRing.raw({ offset: 'tight' }), {
  display: 'inline-flex',
  alignItems: 'center',
  h: '30px',
  fontSize: '14px',
  whiteSpace: 'nowrap',
  color: 'muted',
  // Hover only where a pointer can hover: a touch screen keeps :hover on the link just tapped, and
  // that grey painted over the newly current range, so the selection seemed lost after a tap.
  '@media (hover: hover)': { '&:hover:not([aria-current=page])': { bg: 'canvas', color: 'ink' } },
  // The current range is marked by its state, not by a pointer: filled, bold, and the same on touch.
  '&[aria-current=page]': { bg: 'brand', color: 'onBrand', fontWeight: 600 },
  // RangeLinkStatus marks the label while the new range is on its way.
  '& [data-pending=true]': { opacity: 0.55 },
});
