import { css } from 'styled-system/css';

/**
 * An author's picture at a fixed size (`image`: proxy URLs from fixedSizeImage), or their first
 * character on a coloured disc when they have none (resolveAuthors gives null for a missing or
 * non-http avatar).
 */
export function AuthorAvatar({ name, image, size }: { name: string; image: { src: string; srcSet: string } | null; size: number }) {
  if (image) {
    return <img src={image.src} srcSet={image.srcSet} alt="" width={size} height={size} loading="lazy" decoding="async" className={imageClass} style={{ width: size, height: size }} />;
  }
  return (
    <span className={fallbackClass} aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.5) }}>
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}

const imageClass = css({ borderRadius: 'full', objectFit: 'cover', flexShrink: 0, bg: 'line' });
const fallbackClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  flexShrink: 0,
  bg: 'blueTint',
  color: 'brand',
  fontWeight: 700,
  lineHeight: 1,
});
