import { Suspense } from 'react';
import { css } from 'styled-system/css';
import type { IndexedArticle } from '@/lib/article-index/entry';
import { PAYWALLED_CLASS } from '@/lib/articles/structured-data';
import { getCurrentUser } from '@/lib/auth/current-user';
import { topUpHref } from '@/lib/http/top-up';
import { getConfig } from '@/lib/server/request-context';
import { PageViewDetails } from '@/components/analytics/PageViewDetails';
import { EmptyState } from '@/components/ui/EmptyState';
import { type ArticleLoad, loadStreamedArticle, type ReadableArticle } from './article-data';
import { articleCardClass } from './article-card';
import { LinkedArticleBody } from '../tickers/LinkedArticleBody';
import { stockTagsKey } from '../tickers/mention-data';
import { MentionedStocks } from '../tickers/MentionedStocks';
import { ArticleCover } from './ArticleCover';
import { ArticleHeader } from './ArticleHeader';
import { ArticleJsonLd } from './ArticleJsonLd';
import { ArticlePageView } from './ArticlePageView';
import { articleDocumentTitle, ArticleSeo } from './ArticleSeo';
import { ArticleSkeleton } from './ArticleSkeleton';
import { ArticleTags } from './ArticleTags';
import { Paywall, type PaywallProps } from './Paywall';
import { RecentArticles, RecentArticlesSkeleton } from './RecentArticles';

/** Height of the error and not-found states in place of the article. */
const STATE_HEIGHT = 360;

/**
 * /article/{id} when the page waited for the article (an id the edge article index does not list,
 * or a crawler): the article (title, category, dates, cover, body or teaser + paywall, tags) leaves
 * with the first bytes; the author, the 3 recent articles, the JSON-LD and the page-view reporter
 * each stream in behind their own Suspense boundary.
 */
export function ArticleView({ load }: { load: ArticleLoad }) {
  if (load.kind === 'error') {
    return (
      <>
        <title>文章暫時無法載入｜美股通</title>
        <ArticleUnavailable />
      </>
    );
  }
  return (
    <div className={pageClass}>
      <ArticleMain readable={load} withTitle />
      <RecentArticlesSection />
    </div>
  );
}

/**
 * /article/{id} for an id the edge article index lists (decision 029): the 200, the title and the
 * top of the article (from the index) leave at once; the article streams in behind its own boundary,
 * in a skeleton of its final shape. Should the service now say the article is gone, or fail, the
 * boundary shows the not-found or error state (the status has already gone).
 */
export function StreamedArticleView({ id, entry }: { id: string; entry: IndexedArticle }) {
  return (
    <div className={pageClass}>
      <title>{articleDocumentTitle(entry.title)}</title>
      <Suspense fallback={<ArticleSkeleton entry={entry} />}>
        <StreamedArticle id={id} />
      </Suspense>
      <RecentArticlesSection />
    </div>
  );
}

async function StreamedArticle({ id }: { id: string }) {
  const load = await loadStreamedArticle(id);
  if (load.kind === 'error') return <ArticleUnavailable />;
  if (load.kind === 'missing') {
    return (
      <>
        <EmptyState kind="notFound" text="找不到這篇文章，可能已被刪除或暫時無法瀏覽。" minHeight={STATE_HEIGHT} />
        <PageViewDetails />
      </>
    );
  }
  return <ArticleMain readable={load} withTitle={false} />;
}

function ArticleUnavailable() {
  return (
    <>
      <EmptyState kind="error" text="文章暫時無法載入，請稍後再試。" minHeight={STATE_HEIGHT} />
      {/* Nothing more will come: the view goes now, with what the page has. */}
      <PageViewDetails />
    </>
  );
}

/** The article card with its head tags, JSON-LD and page-view reporter. */
function ArticleMain({ readable, withTitle }: { readable: ReadableArticle; withTitle: boolean }) {
  const { article, html, locked, price, reader } = readable;
  const tagsKey = stockTagsKey(article.stockTags);
  return (
    <>
      <ArticleSeo article={article} withTitle={withTitle} />
      <article className={articleCardClass} data-testid="article" data-article-id={article.articleId} data-locked={locked ? 'true' : 'false'}>
        <ArticleHeader article={article} />
        {article.cover && <ArticleCover cover={article.cover} />}
        {locked ? (
          <div className={teaserClass}>
            <LinkedArticleBody html={html} stockTagsKey={tagsKey} testId="article-teaser" />
            <ReaderPaywall price={price} reader={reader} articleId={article.articleId} authorId={article.authorId} />
          </div>
        ) : (
          <LinkedArticleBody html={html} stockTagsKey={tagsKey} className={article.isPaid ? PAYWALLED_CLASS : undefined} />
        )}
        <ArticleTags tags={[...article.categoryTags, ...article.tags]} stockTags={article.stockTags} />
      </article>
      {/* Only what the reader sees is scanned: a locked article's teaser, never its body. */}
      <MentionedStocks html={html} stockTagsKey={tagsKey} />
      <Suspense fallback={null}>
        <ArticleJsonLd article={article} />
      </Suspense>
      <Suspense fallback={null}>
        <ArticlePageView article={article} />
      </Suspense>
    </>
  );
}

/**
 * The paywall with what it needs of the reader: a member's live balance is the header's current user
 * (React cache(): the same profile call, already under way), so it costs no call of its own; a guest
 * waits for nothing. Here rather than in article-data.ts: /onlyarticlecontent shares that data and
 * shows no paywall, so it must not pay for a member's profile.
 */
async function ReaderPaywall({ price, reader, articleId, authorId }: Omit<PaywallProps, 'balance' | 'topUpHref'>) {
  const balance = reader === 'member' ? (await getCurrentUser()).pCoin : null;
  const { PCOIN_TOP_UP_URL, SITE_URL } = getConfig();
  const href = topUpHref(PCOIN_TOP_UP_URL, SITE_URL, `/article/${articleId}`);
  return <Paywall price={price} reader={reader} balance={balance} topUpHref={href} articleId={articleId} authorId={authorId} />;
}

function RecentArticlesSection() {
  return (
    <section aria-labelledby="recent-articles-heading" className={recentClass} data-testid="recent-articles">
      <h2 id="recent-articles-heading" className={headingClass}>
        最新文章
      </h2>
      <Suspense fallback={<RecentArticlesSkeleton />}>
        <RecentArticles />
      </Suspense>
    </section>
  );
}

const pageClass = css({ display: 'grid', gap: '8', minW: 0 });
const teaserClass = css({ display: 'grid', gap: '6' });
const recentClass = css({ display: 'grid', gap: '3', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0, pl: '2', borderLeft: '4px solid token(colors.brand)' });
