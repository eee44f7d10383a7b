'use client';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Link, useRouter } from 'waku/router/client';
import { activeHref, type TabLinkItem } from './active-tab';
import { useHydrated } from '@/components/ui/use-hydrated';
import { focusRing, pill, underlineTab } from '@/components/ui/control-styles';
import { scrollCue } from '@/components/ui/scroll-cue';

export type { TabLinkItem };

type LinkTarget = Parameters<typeof Link>[0]['to'];

/**
 * A row of tabs that are links. Client-side navigation with scroll={false}: a reader who switches
 * tab (or finance statement) keeps the tabs where they were looking at them (scroll-to-top
 * disabled; decision 024): near the top nothing moves, and from deep in a long tab the new
 * tab starts right under the sticky tabs (keepTabsInView), not at the old scroll depth. The active tab is the longest href the current path starts with, so
 * /stock/NVDA/finance/cash-flow marks 財務報表 in the stock tabs and 現金流量表 in the finance tabs.
 * Reused by the finance sub-tabs (variant "pill").
 */
export function TabLinks({ items, label, variant = 'underline', testId }: { items: readonly TabLinkItem[]; label: string; variant?: 'underline' | 'pill'; testId?: string }) {
  const { path } = useRouter();
  const active = activeHref(items, path);
  const listRef = useRef<HTMLUListElement>(null);
  // Until hydration a tab is a plain link (a full page load); tests wait for this mark before clicking.
  const hydrated = useHydrated();

  // After a switch (not at the first render): if the reader was below where the new content begins,
  // bring that beginning up to just under the sticky header and tabs.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) {
      switched.current = true;
      return;
    }
    // The stock tabs stick under the header; the finance pills sit in the page, seen when tapped.
    if (variant === 'underline') keepTabsInView(listRef.current);
  }, [active, variant]);

  // On a phone the row scrolls sideways: bring the active tab into view without touching the
  // page's vertical scroll (scrollIntoView would move the window to the tabs).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - 24);
    }
  }, [active]);

  return (
    <nav aria-label={label} data-testid={testId} data-hydrated={hydrated ? 'true' : undefined}>
      <ul ref={listRef} className={variant === 'pill' ? pillListClass : underlineListClass}>
        {items.map((item) => {
          const isActive = item.href === active;
          return (
            <li key={item.href} className={itemClass}>
              <Link to={item.href as LinkTarget} scroll={false} aria-current={isActive ? 'page' : undefined} className={variant === 'pill' ? pillClass : underlineClass}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Scrolls up so that `main` begins right below the sticky stack the tabs belong to, if it is above that. */
function keepTabsInView(list: HTMLElement | null): void {
  const main = document.querySelector('main');
  if (!list || !main) return;
  const stickyBottom = list.getBoundingClientRect().bottom;
  const contentTop = main.getBoundingClientRect().top + window.scrollY;
  const limit = Math.max(0, contentTop - stickyBottom);
  if (window.scrollY > limit) window.scrollTo({ top: limit, behavior: 'instant' });
}

/**
 * The row scrolls sideways with its scrollbar hidden (a bar under the tabs would read as a rule); a
 * shadow at an edge where more tabs lie says there are more (the site's one scroll cue, scroll-cue.ts):
 * on a phone 股利, 討論區, 法說會 and 技術分析 lie past the right edge, and once the active tab was
 * scrolled into view, the first ones past the left. The stock tabs sit on the white sticky bar, the
 * finance pills on the page.
 */
const listStyle = { display: 'flex', listStyle: 'none', m: 0, overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } } as const;
const underlineListClass = css(scrollCue.raw({ ground: 'surface' }), listStyle, { gap: '1', px: '2', laptop: { maxW: '1200px', mx: 'auto' } });
// 4 px between pills: the four statements fit a 390 px phone (366 px of pills with 8 px gaps did not).
const pillListClass = css(scrollCue.raw({ ground: 'canvas' }), listStyle, { gap: '1', py: '1' });
const itemClass = css({ flexShrink: 0 });
const underlineClass = css(underlineTab.raw(), focusRing.raw({ offset: 'inset' }), {
  lineHeight: '44px',
  whiteSpace: 'nowrap',
  _hover: { color: 'ink' },
  '&[aria-current="page"]': { fontWeight: 700 },
});
const pillClass = css(pill.raw({ tone: 'outline', selectable: true }), focusRing.raw(), {
  display: 'block',
  px: '3',
  lineHeight: '32px',
  fontSize: '14px',
  color: 'muted',
  whiteSpace: 'nowrap',
  _hover: { color: 'ink' },
  '&[aria-current="page"]': { fontWeight: 700 },
});
