import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import type { Preset, Screen } from '@/lib/screener/types';
import { pageHref } from './screen-links';

/** Pages either side of the current one that get a link of their own (the first and last always do). */
const NEIGHBOURS = 2;

/** The pages that are links: the first, the last, and the current page's neighbours; a gap between is 「…」. */
function pagerPages(page: number, pages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= NEIGHBOURS) shown.push(n);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/** 50 rows a page: 上一頁, the page numbers, 下一頁, each a link to the same screen on that page. */
export function ResultsPager({ screen, preset, page, pages }: { screen: Screen; preset: Preset | undefined; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="結果分頁" className={navClass} data-testid="screener-pager">
      {page > 1 && (
        <a href={pageHref(screen, preset, page - 1)} className={stepClass} rel="prev">
          上一頁
        </a>
      )}
      <ol className={listClass}>
        {pagerPages(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={gapClass}>
              …
            </li>
          ) : (
            <li key={n}>
              <a href={pageHref(screen, preset, n)} className={pageClass} aria-current={n === page ? 'page' : undefined} aria-label={`第 ${n} 頁`}>
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <a href={pageHref(screen, preset, page + 1)} className={stepClass} rel="next">
          下一頁
        </a>
      )}
    </nav>
  );
}

const navClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '2', pt: '2' });
const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' });
const linkBase = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minW: '40px', h: '40px', fontSize: '14px', color: 'ink', _hover: { color: 'brand' } } as const;
const pageClass = css(pill.raw({ tone: 'outline', selectable: true }), focusRing.raw({ offset: 'outset' }), linkBase, { fontVariantNumeric: 'tabular-nums' });
const stepClass = css(pill.raw({ tone: 'outline' }), focusRing.raw({ offset: 'outset' }), linkBase, { px: '4', fontWeight: 600 });
const gapClass = css({ color: 'muted', px: '1' });
