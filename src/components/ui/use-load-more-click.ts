import { type MouseEvent, startTransition, useState } from 'react';
import { isPlainClick } from '@/components/runtime/link-click';

/**
 * The click of a 「載入更多」 link that appends the next page in place (decision 015). Without
 * JavaScript the link goes to `next.href`; with it, a plain click asks `load` for the page after
 * `next.cursor` and hands the answer to `append`, a second click while it loads does nothing, and
 * if the call fails the click follows the link after all. Modified clicks (new tab…) are the browser's.
 */
export function useLoadMoreClick<T>(next: { cursor: string; href: string } | null, load: (cursor: string) => Promise<T>, append: (more: T) => void) {
  const [loading, setLoading] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (next === null || !isPlainClick(event)) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const more = await load(next.cursor);
      // A transition: the new rows may still wait on a chunk of the payload, and the list must stay
      // on screen meanwhile (an urgent update would show the list's skeleton in its place).
      startTransition(() => {
        append(more);
        setLoading(false);
      });
    } catch {
      window.location.assign(next.href);
    }
  }

  return { loading, onClick };
}
