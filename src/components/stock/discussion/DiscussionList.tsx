import { postRowKeys } from '@/lib/lists/unique-rows';
import { getUpstreamContext } from '@/lib/server/request-context';
import { UpstreamError } from '@/lib/upstream/errors';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { AppendPagedList } from '../layout/AppendPagedList';
import { PAGER_HEIGHT, PagedListEnd, type PagerTexts } from '../layout/ListPager';
import { discussionListClass, DiscussionPost, POST_HEIGHT } from './DiscussionPost';
import { DISCUSSION_PAGE_SIZE, fetchPostsPage, type PostsWithAuthors } from './discussion-page';
import { discussionPageHref, formatStartScore } from './start-score';

export const DISCUSSION_LIST_HEIGHT = DISCUSSION_PAGE_SIZE * POST_HEIGHT + PAGER_HEIGHT;

/**
 * One page of the stock channel's posts, by weight, with their authors (discussion-page.ts).
 * 「載入更多」 appends the next page in place; it is a plain link carrying the forum's cursor
 * (?startScore=), so paging works without JavaScript and every page has its own URL.
 */
export async function DiscussionList({ id, startScore }: { id: string; startScore: number | undefined }) {
  let posts: PostsWithAuthors;
  try {
    posts = await fetchPostsPage(getUpstreamContext(), id, startScore);
  } catch (err) {
    // A cursor the forum refuses came from the URL: say there is nothing there, not "error".
    if (startScore !== undefined && err instanceof UpstreamError && err.status === 400) return <NoMorePosts id={id} />;
    console.error('[discussion] posts', err);
    return <EmptyState kind="error" text="討論區暫時無法載入，請稍後再試。" minHeight={DISCUSSION_LIST_HEIGHT} />;
  }
  const { page, members } = posts;
  if (page.items.length === 0) {
    return startScore !== undefined ? <NoMorePosts id={id} /> : <EmptyState kind="noResult" text="這檔股票的討論區還沒有文章，歡迎成為第一個發言的人。" minHeight={POST_HEIGHT * 2} />;
  }
  const next = formatStartScore(page.nextStartScore);
  return (
    <AppendPagedList
      source={{ kind: 'discussion', stockId: id }}
      rows={page.items.map((post) => (
        <DiscussionPost key={post.id} post={post} member={members.get(post.memberId)} />
      ))}
      rowKeys={page.items.flatMap(postRowKeys)}
      next={next !== null ? { cursor: next, href: discussionPageHref(id, page.nextStartScore) } : null}
      firstHref={startScore !== undefined ? discussionPageHref(id) : undefined}
      texts={PAGER}
      listClassName={discussionListClass}
      listTestId="discussion-list"
    />
  );
}

export function DiscussionSkeleton() {
  return <Skeleton height={DISCUSSION_LIST_HEIGHT} label="載入討論…" />;
}

const PAGER: PagerTexts = { label: '討論區分頁', first: '回到第一頁', next: '載入更多', nextTestId: 'discussion-more', unit: '篇貼文' };

function NoMorePosts({ id }: { id: string }) {
  return <PagedListEnd texts={PAGER} text="沒有更多討論了。" minHeight={POST_HEIGHT * 2} firstHref={discussionPageHref(id)} />;
}
