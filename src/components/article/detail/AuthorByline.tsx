import { css } from 'styled-system/css';
import type { AuthorView } from '@/lib/articles/authors';
import { fixedSizeImage } from '@/lib/articles/images';
import { getConfig } from '@/lib/server/request-context';
import { focusRing } from '@/components/ui/control-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { loadAuthor } from './article-data';

const AVATAR_SIZE = 40;
export const BYLINE_HEIGHT = 44;

/** Who wrote it: avatar and name linking to /author/{id}. Streams in behind its own Suspense. */
export async function AuthorByline({ authorId }: { authorId: number }) {
  let author: AuthorView | undefined;
  try {
    author = await loadAuthor(authorId);
  } catch {
    return (
      <div className={errorBoxClass} data-testid="article-author-error">
        <EmptyState kind="error" text="作者資料暫時無法載入。" />
      </div>
    );
  }
  if (!author) {
    return (
      <div className={bylineClass} data-testid="article-author">
        <Avatar name="?" avatar={null} />
        <span className={nameClass}>作者資料不存在</span>
      </div>
    );
  }
  return (
    <a href={author.href} className={bylineClass} data-testid="article-author">
      <Avatar name={author.name} avatar={author.avatar} />
      <span className={textClass}>
        <span className={nameClass} data-testid="article-author-name">
          {author.name}
        </span>
        <span className={roleClass}>{author.kind === 'official' ? '官方帳號' : '作者'}</span>
      </span>
    </a>
  );
}

function Avatar({ name, avatar }: { name: string; avatar: string | null }) {
  const image = avatar ? fixedSizeImage(getConfig().IMAGE_PROXY_URL, avatar, AVATAR_SIZE) : null;
  if (image) {
    return <img src={image.src} srcSet={image.srcSet} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} decoding="async" className={avatarClass} data-testid="article-author-avatar" />;
  }
  return (
    <span className={fallbackClass} aria-hidden="true">
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}

export function AuthorBylineSkeleton() {
  return (
    <div className={skeletonBoxClass}>
      <Skeleton height={BYLINE_HEIGHT} label="載入作者…" />
    </div>
  );
}

const bylineClass = css(focusRing.raw({ offset: 'outset' }), { display: 'inline-flex', alignItems: 'center', gap: '2.5', h: `${BYLINE_HEIGHT}px`, maxW: '100%', minW: 0, borderRadius: 'md' });
const textClass = css({ display: 'grid', minW: 0, lineHeight: '1.3' });
const nameClass = css({ fontWeight: 700, fontSize: '15px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '[href]:hover &': { color: 'brand' } });
const roleClass = css({ fontSize: '12px', color: 'muted' });
const avatarClass = css({ w: '40px', h: '40px', borderRadius: 'full', objectFit: 'cover', flexShrink: 0, bg: 'line' });
const fallbackClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '40px',
  h: '40px',
  borderRadius: 'full',
  flexShrink: 0,
  bg: 'blueTint',
  color: 'brand',
  fontWeight: 700,
  fontSize: '18px',
});
const skeletonBoxClass = css({ w: '200px', maxW: '100%' });
const errorBoxClass = css({ w: '100%' });
