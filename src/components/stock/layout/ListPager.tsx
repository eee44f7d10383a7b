import { Link } from 'waku';
import { css } from 'styled-system/css';
import { primaryPillLinkClass, secondaryPillLinkClass } from '@/components/ui/pill-link';
import { EmptyState } from '@/components/ui/EmptyState';
import { linkTarget } from '../finance/link-target';

/** The pager's height (with the list's gap above it), reserved by the paged lists' skeletons. */
export const PAGER_HEIGHT = 56;

/** What a paged list's pager says: its label, the way back to the first page, the next page's link. */
export interface PagerTexts {
  label: string;
  first: string;
  next: string;
  nextTestId: string;
}

/**
 * The pager under a paged stock list (news, discussion): back to the first page (from a later
 * page) and the next page. Plain links carrying the service's cursor, so paging works without
 * JavaScript and every page has its own URL.
 */
export function ListPager({ texts, firstHref, nextHref }: { texts: PagerTexts; firstHref?: string | undefined; nextHref?: string | undefined }) {
  return (
    <nav aria-label={texts.label} className={pagerClass}>
      {firstHref && (
        <Link to={linkTarget(firstHref)} scroll className={secondaryPillLinkClass}>
          {texts.first}
        </Link>
      )}
      {nextHref && (
        <Link to={linkTarget(nextHref)} scroll className={primaryPillLinkClass} data-testid={texts.nextTestId} rel="next">
          {texts.next}
        </Link>
      )}
    </nav>
  );
}

/**
 * A later page that has nothing (the cursor expired or was edited by hand): say so, and offer the
 * way back to the first page.
 */
export function PagedListEnd({ texts, text, minHeight, firstHref }: { texts: PagerTexts; text: string; minHeight: number; firstHref: string }) {
  return (
    <div className={pagedListStackClass}>
      <EmptyState kind="noResult" text={text} minHeight={minHeight} />
      <nav aria-label={texts.label} className={pagerClass}>
        <Link to={linkTarget(firstHref)} scroll className={primaryPillLinkClass}>
          {texts.first}
        </Link>
      </nav>
    </div>
  );
}

/** The list above its pager. */
export const pagedListStackClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const pagerClass = css({ display: 'flex', justifyContent: 'center', gap: '3', minH: `${PAGER_HEIGHT - 12}px`, alignItems: 'center' });
