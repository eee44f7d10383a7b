import { css } from 'styled-system/css';
import type { IndexedArticle } from '@/lib/article-index/entry';
import { Skeleton } from '@/components/ui/Skeleton';
import { articleCardClass } from './article-card';
import { ArticleHeader } from './ArticleHeader';

/** The body's placeholder: taller than the first screen, so the article's arrival moves nothing a reader sees. */
export const ARTICLE_BODY_SKELETON_HEIGHT = 720;

/**
 * The article card while the article streams in (decision 029): the header the edge article index
 * already knows (category, paid badge, title, dates; the byline's skeleton), the cover's box at its
 * own proportions, and a placeholder for the body — the final shape, so nothing above the body shifts.
 */
export function ArticleSkeleton({ entry }: { entry: IndexedArticle }) {
  return (
    <div className={articleCardClass} data-testid="article-skeleton" data-article-id={entry.articleId}>
      <ArticleHeader article={entry} placeholder />
      {entry.cover && <div className={coverClass} style={{ aspectRatio: `${entry.cover.width} / ${entry.cover.height}` }} aria-hidden="true" />}
      <Skeleton height={ARTICLE_BODY_SKELETON_HEIGHT} label="載入文章…" />
    </div>
  );
}

/** The same box as the cover image (display block, full width, rounded, the image's placeholder colour). */
const coverClass = css({ w: '100%', borderRadius: 'lg', bg: 'line' });
