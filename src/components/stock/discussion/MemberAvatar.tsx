import { css } from 'styled-system/css';

const SIZE = 40;

/**
 * A member's avatar, or their first character on a coloured disc when they have none (the
 * profile schema already turned non-http(s) images into null).
 */
export function MemberAvatar({ image, nickname }: { image: string | null; nickname: string }) {
  if (image) {
    return <img src={image} alt="" width={SIZE} height={SIZE} loading="lazy" decoding="async" className={avatarClass} data-testid="discussion-avatar" />;
  }
  return (
    <span className={fallbackClass} aria-hidden="true" data-testid="discussion-avatar">
      {Array.from(nickname)[0] ?? '?'}
    </span>
  );
}

const avatarClass = css({ w: `${SIZE}px`, h: `${SIZE}px`, borderRadius: 'full', objectFit: 'cover', flexShrink: 0, bg: 'line' });
const fallbackClass = css({ w: `${SIZE}px`, h: `${SIZE}px`, borderRadius: 'full', flexShrink: 0, display: 'grid', placeItems: 'center', bg: 'blueTint', color: 'brand', fontWeight: 700 });
