import { css } from 'styled-system/css';
import { formatDateTime } from '@/lib/format/dates';
import { getUpstreamContext } from '@/lib/server/request-context';
import { UpstreamError } from '@/lib/upstream/errors';
import { type ChannelPostsPage, getChannelsArticleByWeight } from '@/lib/upstream/forum';
import { getMembersByIds, type MemberSummary } from '@/lib/upstream/profile';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { ListPager, PAGER_HEIGHT, PagedListEnd, pagedListStackClass, type PagerTexts } from '../layout/ListPager';
import { MemberAvatar } from './MemberAvatar';
import { discussionPageHref, formatStartScore } from './start-score';

export const DISCUSSION_PAGE_SIZE = 10;
const POST_HEIGHT = 132;
export const DISCUSSION_LIST_HEIGHT = DISCUSSION_PAGE_SIZE * POST_HEIGHT + PAGER_HEIGHT;

/**
 * One page of the stock channel's posts, by weight (forum GetChannelsArticleByWeight), with the
 * authors' names and avatars fetched in ONE members-by-ids call for the whole page.
 */
export async function DiscussionList({ id, startScore }: { id: string; startScore: number | undefined }) {
  const ctx = getUpstreamContext();
  let page: ChannelPostsPage;
  try {
    page = await getChannelsArticleByWeight(ctx, { channels: [id], count: DISCUSSION_PAGE_SIZE, startScore });
  } catch (err) {
    // A cursor the forum refuses came from the URL: say there is nothing there, not "error".
    if (startScore !== undefined && err instanceof UpstreamError && err.status === 400) return <NoMorePosts id={id} />;
    console.error('[discussion] posts', err);
    return <EmptyState kind="error" text="討論區暫時無法載入，請稍後再試。" minHeight={DISCUSSION_LIST_HEIGHT} />;
  }
  if (page.items.length === 0) {
    return startScore !== undefined ? (
      <NoMorePosts id={id} />
    ) : (
      <EmptyState kind="noResult" text="這檔股票的討論區還沒有文章，歡迎成為第一個發言的人。" minHeight={POST_HEIGHT * 2} />
    );
  }
  const members = await membersOf(page);
  return (
    <div className={pagedListStackClass}>
      <ol className={listClass} data-testid="discussion-list">
        {page.items.map((post) => {
          const member = members.get(post.memberId);
          const nickname = member?.nickname || '會員';
          return (
            <li key={post.id} className={postClass} data-testid="discussion-post" data-post-id={post.id}>
              <article aria-label={`${nickname} 的貼文`}>
                <header className={headClass}>
                  <MemberAvatar image={member?.image ?? null} nickname={nickname} />
                  <span className={authorClass}>
                    <span className={nicknameClass} data-testid="discussion-nickname">
                      {nickname}
                    </span>
                    <time dateTime={post.createdAt} className={timeClass}>
                      {formatDateTime(post.createdAt)}
                    </time>
                  </span>
                </header>
                {/* Plain text from the forum, escaped by React; line breaks kept. */}
                <p className={contentClass}>{post.content}</p>
                <p className={countsClass}>
                  <span aria-label={`${post.likeCount} 個讚`}>讚 {post.likeCount}</span>
                  <span aria-label={`${post.commentCount} 則留言`}>留言 {post.commentCount}</span>
                </p>
              </article>
            </li>
          );
        })}
      </ol>
      <ListPager
        texts={PAGER}
        firstHref={startScore !== undefined ? discussionPageHref(id) : undefined}
        nextHref={formatStartScore(page.nextStartScore) !== null ? discussionPageHref(id, page.nextStartScore) : undefined}
      />
    </div>
  );
}

export function DiscussionSkeleton() {
  return <Skeleton height={DISCUSSION_LIST_HEIGHT} label="載入討論…" />;
}

/** Names and avatars for the page's authors, in one call; without them the posts still show. */
async function membersOf(page: ChannelPostsPage): Promise<Map<number, MemberSummary>> {
  const ids = [...new Set(page.items.map((post) => post.memberId))];
  try {
    const list = await getMembersByIds(getUpstreamContext(), ids);
    return new Map(list.map((member) => [member.id, member]));
  } catch (err) {
    console.error('[discussion] members', err);
    return new Map();
  }
}

const PAGER: PagerTexts = { label: '討論區分頁', first: '回到第一頁', next: '載入更多', nextTestId: 'discussion-more' };

function NoMorePosts({ id }: { id: string }) {
  return <PagedListEnd texts={PAGER} text="沒有更多討論了。" minHeight={POST_HEIGHT * 2} firstHref={discussionPageHref(id)} />;
}

const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '3' });
const postClass = css({ minH: `${POST_HEIGHT - 12}px`, bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)', px: '4', py: '3' });
const headClass = css({ display: 'flex', alignItems: 'center', gap: '3' });
const authorClass = css({ display: 'grid', lineHeight: '1.3', minW: 0 });
const nicknameClass = css({ fontWeight: 700, fontSize: '14px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const timeClass = css({ fontSize: '12px', color: 'muted' });
const contentClass = css({ m: 0, mt: '2', fontSize: '15px', lineHeight: '1.7', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const countsClass = css({ m: 0, mt: '2', display: 'flex', gap: '4', fontSize: '13px', color: 'muted' });
