'use client';

import { Fragment, type MouseEvent, type ReactNode, startTransition, useState } from 'react';
import { endNoteClass, LOAD_MORE_SLOT_CLASS, loadMoreLinkClass } from '../list/load-more-style';
import { useHydrated } from '@/components/ui/use-hydrated';
import { loadMoreMine } from './load-more-mine-action';
import { minePath } from './mine-query';
import { mineScrollClass, mineTableClass } from './mine-styles';

/**
 * The table of 我的文章 and its 載入更多: a plain link to the next page (`?cursor=`) without
 * JavaScript; with it, a click asks the server function for the next page's rows and appends them
 * to the table as another <tbody>, and the link moves on. If that fails the click follows the link.
 */
export function MineTableShell({ authorId, authorName, head, first, cursor }: { authorId: number; authorName: string; head: ReactNode; first: ReactNode; cursor: string | null }) {
  const [pages, setPages] = useState<ReactNode[]>([]);
  const [next, setNext] = useState<string | null>(cursor);
  const [loading, setLoading] = useState(false);
  const enhanced = useHydrated();

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (next === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const more = await loadMoreMine(authorId, next);
      startTransition(() => {
        setPages((previous) => [...previous, more.rows]);
        setNext(more.nextCursor);
        setLoading(false);
      });
    } catch {
      window.location.assign(minePath(authorId, next));
    }
  }

  return (
    <>
      <div className={mineScrollClass} role="region" aria-label={`${authorName}的文章列表，可左右捲動`} tabIndex={0}>
        <table className={mineTableClass} data-testid="mine-table">
          {head}
          {first}
          {pages.map((rows, index) => (
            <Fragment key={index}>{rows}</Fragment>
          ))}
        </table>
      </div>
      <div className={LOAD_MORE_SLOT_CLASS}>
        {next !== null ? (
          <a
            href={minePath(authorId, next)}
            rel="next"
            onClick={onClick}
            aria-busy={loading}
            className={loadMoreLinkClass}
            data-testid="load-more"
            data-enhanced={enhanced ? 'true' : undefined}
          >
            {loading ? '載入中…' : '載入更多'}
          </a>
        ) : (
          <p className={endNoteClass} data-testid="list-end">
            已經到底了
          </p>
        )}
      </div>
    </>
  );
}
