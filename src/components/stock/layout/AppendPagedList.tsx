'use client';

import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { keepUnseen } from '@/lib/lists/unique-rows';
import { primaryPillLinkClass } from '@/components/ui/pill-link';
import { srOnly } from '@/components/ui/Skeleton';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLoadMoreClick } from '@/components/ui/use-load-more-click';
import { loadMorePosts } from '../discussion/more-posts-action';
import { loadMoreNews } from '../news/more-news-action';
import type { AppendedRow, MoreRows, NextPage } from './append-rows';
import { FirstPageLink, pagedListStackClass, pagerClass, type PagerTexts } from './ListPager';

/** Which list the rows come from: the server function to ask for the next page. */
export type PagedListSource = { kind: 'news'; stockId: string } | { kind: 'discussion'; stockId: string };

const loadMore = (source: PagedListSource, cursor: string): Promise<MoreRows> => (source.kind === 'news' ? loadMoreNews(source.stockId, cursor) : loadMorePosts(source.stockId, cursor));

/**
 * A paged stock list (news, discussion) whose next page is appended in place, as /article does:
 * the server renders the first page (`rows`, whose keys are `rowKeys`) and the link to the next
 * page (`?cursor=…`), which is all there is without JavaScript, and every page keeps its own URL.
 * With JavaScript a click asks the list's server function for the next page and appends its rows
 * below, without leaving the page: the scroll stays where it is, rows already shown are not shown
 * again, the focus moves to the first new row, and a status line says how many came. If the call
 * fails for any reason, the click follows the link. Modified clicks (new tab…) are left to the browser.
 */
export function AppendPagedList({
  source,
  rows,
  rowKeys,
  next,
  firstHref,
  texts,
  listClassName,
  listTestId,
}: {
  source: PagedListSource;
  rows: ReactNode;
  rowKeys: string[];
  next: NextPage | null;
  /** On a later page (?cursor=): the way back to the first page. */
  firstHref?: string | undefined;
  texts: PagerTexts;
  listClassName: string;
  listTestId: string;
}) {
  const [appended, setAppended] = useState<AppendedRow[]>([]);
  const [nextPage, setNextPage] = useState<NextPage | null>(next);
  const [status, setStatus] = useState('');
  const seen = useRef<Set<string> | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The index of the first row of the page just appended: it takes the focus once rendered.
  const focusRow = useRef<number | null>(null);
  // Set once hydrated: until then a click is the plain link (and tests know when to click).
  const enhanced = useHydrated();

  useEffect(() => {
    const index = focusRow.current;
    focusRow.current = null;
    const row = index === null ? null : listRef.current?.children.item(index);
    if (row instanceof HTMLElement) {
      row.tabIndex = -1;
      // The reader stays where they are: the new rows are below, under the button they pressed.
      row.focus({ preventScroll: true });
    }
  }, [appended]);

  const { loading, onClick: onNext } = useLoadMoreClick(
    nextPage,
    (cursor) => loadMore(source, cursor),
    (more) => {
      seen.current ??= new Set(rowKeys);
      const fresh = keepUnseen(more.rows, (row) => row.keys, seen.current);
      focusRow.current = fresh.length > 0 ? (listRef.current?.children.length ?? null) : null;
      setAppended((previous) => [...previous, ...fresh]);
      setNextPage(more.next);
      setStatus(fresh.length > 0 ? `已載入 ${fresh.length} ${texts.unit}${more.next ? '' : '，已經到底了'}` : '沒有更多了');
    },
  );

  return (
    <div className={pagedListStackClass}>
      <ol ref={listRef} className={listClassName} data-testid={listTestId} aria-busy={loading}>
        {rows}
        {appended.map((row) => (
          <Fragment key={row.keys[0]}>{row.node}</Fragment>
        ))}
      </ol>
      <nav aria-label={texts.label} className={pagerClass}>
        {firstHref && <FirstPageLink href={firstHref} text={texts.first} />}
        {nextPage !== null ? (
          <a href={nextPage.href} rel="next" onClick={onNext} aria-busy={loading} className={nextClass} data-testid={texts.nextTestId} data-enhanced={enhanced ? 'true' : undefined}>
            {loading ? '載入中…' : texts.next}
          </a>
        ) : (
          (firstHref || appended.length > 0) && (
            <p className={endClass} data-testid="list-end">
              已經到底了
            </p>
          )
        )}
      </nav>
      <p role="status" className={srOnly}>
        {status}
      </p>
    </div>
  );
}

const nextClass = cx(primaryPillLinkClass, css({ '&[aria-busy="true"]': { opacity: 0.7, cursor: 'progress' } }));
const endClass = css({ m: 0, fontSize: '14px', color: 'muted' });
