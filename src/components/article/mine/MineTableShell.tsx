'use client';

import { Fragment, type ReactNode } from 'react';
import { TableScroll } from '@/components/ui/TableScroll';
import { useAppendPages } from '../list/use-append-pages';
import { loadMoreMine } from './load-more-mine-action';
import { minePath } from './mine-query';
import { mineTableClass } from './mine-styles';

/**
 * The table of 我的文章 and its 載入更多: a plain link to the next page (`?cursor=`) without
 * JavaScript; with it, a click asks the server function for the next page's rows and appends them
 * to the table as another <tbody>, and the link moves on. If that fails the click follows the link.
 */
export function MineTableShell({ authorId, authorName, head, first, cursor }: { authorId: number; authorName: string; head: ReactNode; first: ReactNode; cursor: string | null }) {
  const { pages, slot } = useAppendPages(
    cursor,
    (next) => loadMoreMine(authorId, next),
    (next) => minePath(authorId, next),
  );

  return (
    <>
      <TableScroll label={`${authorName}的文章列表，可左右捲動`}>
        <table className={mineTableClass} data-testid="mine-table">
          {head}
          {first}
          {pages.map((rows, index) => (
            <Fragment key={index}>{rows}</Fragment>
          ))}
        </table>
      </TableScroll>
      {slot}
    </>
  );
}
