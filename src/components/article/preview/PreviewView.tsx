import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/EmptyState';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { ArticleBody } from '../detail/ArticleBody';
import { ArticleCover } from '../detail/ArticleCover';
import { ArticleHeader } from '../detail/ArticleHeader';
import { ArticleTags } from '../detail/ArticleTags';
import { articleCardClass } from '../detail/article-card';
import type { PreviewLoad } from './preview-data';
import { PreviewBanner } from './PreviewBanner';

/**
 * /article/preview: the author-side article, drafts included, laid out exactly as readers will see
 * it (the article detail components), under the 「預覽模式」 banner. Nothing for search engines or
 * analytics: noindex, no canonical, no JSON-LD, no page-view report, no recent-articles block.
 */
export function PreviewView({ load }: { load: PreviewLoad }) {
  if (load.kind === 'unavailable') {
    return (
      <>
        <title>{`預覽暫時無法載入｜${SITE_NAME}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <EmptyState kind="error" text="預覽暫時無法載入，請稍後再試。" minHeight={360} />
      </>
    );
  }
  const { article, html, version } = load;
  return (
    <div className={pageClass} data-testid="article-preview">
      <title>{`預覽：${article.title}｜${SITE_NAME}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PreviewBanner article={article} version={version} />
      <article className={articleCardClass} data-testid="article" data-article-id={article.articleId} data-status={article.status}>
        <ArticleHeader article={article} />
        {article.cover && <ArticleCover cover={article.cover} />}
        <ArticleBody html={html} />
        <ArticleTags tags={[...article.categoryTags, ...article.tags]} stockTags={article.stockTags} />
      </article>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', minW: 0 });
