import { css } from 'styled-system/css';
import { responsiveImage } from '@/lib/articles/images';
import { getConfig } from '@/lib/server/request-context';
import type { Cover } from '@/lib/upstream/article';
import { ARTICLE_BODY_WIDTH } from './article-data';

/** The cover, above the fold: loaded at once with high priority, its box reserved by width/height. */
export function ArticleCover({ cover }: { cover: Cover }) {
  const image = responsiveImage(getConfig().IMAGE_PROXY_URL, cover, ARTICLE_BODY_WIDTH);
  if (!image) return null;
  return (
    <figure className={figureClass}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={cover.alt}
        fetchPriority="high"
        decoding="async"
        className={imageClass}
        data-testid="article-cover"
      />
    </figure>
  );
}

const figureClass = css({ m: 0 });
const imageClass = css({ display: 'block', w: '100%', h: 'auto', borderRadius: 'lg', bg: 'line', objectFit: 'cover' });
