import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { formatDateTime } from '@/lib/format/dates';
import type { ChannelPostsPage } from '@/lib/upstream/forum';
import type { MemberSummary } from '@/lib/upstream/profile';
import { MemberAvatar } from './MemberAvatar';

/** A post's least height (with the list's gap): the author line, two lines of text, the counts. */
export const POST_HEIGHT = 132;

type Post = ChannelPostsPage['items'][number];

/** One post of the stock channel (the first page, and each page a reader appends). */
export function DiscussionPost({ post, member }: { post: Post; member: MemberSummary | undefined }) {
  const nickname = member?.nickname || '會員';
  return (
    <li className={postClass} data-testid="discussion-post" data-post-id={post.id}>
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
}

export const discussionListClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '3' });
const postClass = css(focusRing.raw({ offset: 'outset' }), { minH: `${POST_HEIGHT - 12}px`, bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)', px: '4', py: '3' });
const headClass = css({ display: 'flex', alignItems: 'center', gap: '3' });
const authorClass = css({ display: 'grid', lineHeight: '1.3', minW: 0 });
const nicknameClass = css({ fontWeight: 700, fontSize: '14px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const timeClass = css({ fontSize: '12px', color: 'muted' });
const contentClass = css({ m: 0, mt: '2', fontSize: '15px', lineHeight: '1.7', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const countsClass = css({ m: 0, mt: '2', display: 'flex', gap: '4', fontSize: '13px', color: 'muted' });
