import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { PAYWALLED_CLASS } from '@/lib/articles/structured-data';
import { PageViewDetails } from '@/components/analytics/PageViewDetails';
import { EmptyState } from '@/components/ui/EmptyState';
import type { ArticleLoad } from './article-data';
import { articleCardClass } from './article-card';
import { ArticleBody } from './ArticleBody';
import { ArticleCover } from './ArticleCover';
import { ArticleHeader } from './ArticleHeader';
import { ArticleJsonLd } from './ArticleJsonLd';
import { ArticlePageView } from './ArticlePageView';
import { ArticleSeo } from './ArticleSeo';
import { ArticleTags } from './ArticleTags';
import { Paywall } from './Paywall';
import { RecentArticles, RecentArticlesSkeleton } from './RecentArticles';

/**
 * /article/{id}: the article (title, category, dates, cover, body or teaser + paywall, tags) leaves
 * with the first bytes; the author, the 3 recent articles, the JSON-LD and the page-view reporter
 * each stream in behind their own Suspense boundary.
 */
export function ArticleView({ load }: { load: ArticleLoad }) {
  if (load.kind === 'error') {
    return (
      <>
        <title>文章暫時無法載入｜美股通</title>
        <EmptyState kind="error" text="文章暫時無法載入，請稍後再試。" minHeight={360} />
        {/* Nothing more will come: the view goes now, with what the page has. */}
        <PageViewDetails />
      </>
    );
  }
  const { article, html, locked, price, reader } = load;
  return (
    <div className={pageClass}>
      <ArticleSeo article={article} />
      <article className={articleCardClass} data-testid="article" data-article-id={article.articleId} data-locked={locked ? 'true' : 'false'}>
        <ArticleHeader article={article} />
        {article.cover && <ArticleCover cover={article.cover} />}
        {locked ? (
          <div className={teaserClass}>
            <ArticleBody html={html} testId="article-teaser" />
            <Paywall price={price} reader={reader} articleId={article.articleId} authorId={article.authorId} />
          </div>
        ) : (
          <ArticleBody html={html} className={article.isPaid ? PAYWALLED_CLASS : undefined} />
        )}
        <ArticleTags tags={[...article.categoryTags, ...article.tags]} stockTags={article.stockTags} />
      </article>
      <section aria-labelledby="recent-articles-heading" className={recentClass} data-testid="recent-articles">
        <h2 id="recent-articles-heading" className={headingClass}>
          最新文章
        </h2>
        <Suspense fallback={<RecentArticlesSkeleton />}>
          <RecentArticles />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <ArticleJsonLd article={article} />
      </Suspense>
      <Suspense fallback={null}>
        <ArticlePageView article={article} />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '8', minW: 0 });
const teaserClass = css({ display: 'grid', gap: '6' });
const recentClass = css({ display: 'grid', gap: '3', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0, pl: '2', borderLeft: '4px solid token(colors.brand)' });
