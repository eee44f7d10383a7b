import { Link } from 'waku';
import { css } from 'styled-system/css';
import { primaryPillLinkClass, secondaryPillLinkClass } from '@/components/ui/pill-link';
import { EmptyState } from '@/components/ui/EmptyState';
import { linkTarget } from '../finance/link-target';

/** The pager's height (with the list's gap above it), reserved by the paged lists' skeletons. */
export const PAGER_HEIGHT = 56;

/** What a paged list's pager says: its label, the way back to the first page, the next page's link, what a row is. */
export interface PagerTexts {
  label: string;
  first: string;
  next: string;
  nextTestId: string;
  /** A count word for the rows, as the list announces an appended page: 「則新聞」, 「篇貼文」. */
  unit: string;
}

/** Back to the first page of a paged list, from a later page (?cursor=, ?startScore=). */
export function FirstPageLink({ href, text, primary = false }: { href: string; text: string; primary?: boolean }) {
  return (
    <Link to={linkTarget(href)} scroll className={primary ? primaryPillLinkClass : secondaryPillLinkClass}>
      {text}
    </Link>
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
        <FirstPageLink href={firstHref} text={texts.first} primary />
      </nav>
    </div>
  );
}

/** The list above its pager. */
export const pagedListStackClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
/** The pager row: one fixed height, so the list's skeleton, the list and an appended list end at the same place. */
export const pagerClass = css({ display: 'flex', justifyContent: 'center', gap: '3', minH: `${PAGER_HEIGHT - 12}px`, alignItems: 'center', flexWrap: 'wrap' });
