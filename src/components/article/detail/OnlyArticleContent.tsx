import { Suspense } from 'react';
import { css } from 'styled-system/css';
import type { IndexedArticle } from '@/lib/article-index/entry';
import { PageViewDetails } from '@/components/analytics/PageViewDetails';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { type ArticleLoad, loadStreamedArticle, type ReadableArticle } from './article-data';
import { ArticleBody } from './ArticleBody';
import { articleDocumentTitle, ArticleSeo } from './ArticleSeo';
import { ARTICLE_BODY_SKELETON_HEIGHT } from './ArticleSkeleton';
import { formatPCoinAmount } from '@/lib/format/numbers';
import { titleWrap, WordWrap } from '@/components/ui/WordWrap';

/**
 * /onlyarticlecontent/{id}: the title and the sanitised body, nothing else — no header,
 * footer, author lookups or sign-in prompt — for the company's apps to frame. A locked paid article
 * shows its teaser and a line saying where to read the rest; unlocking happens in the apps.
 */
export function OnlyArticleContent({ load }: { load: ArticleLoad }) {
  if (load.kind === 'error') {
    return (
      <>
        <EmptyState kind="error" text="文章暫時無法載入，請稍後再試。" minHeight={240} />
        <PageViewDetails />
      </>
    );
  }
  return <OnlyArticle readable={load} withTitle />;
}

/**
 * /onlyarticlecontent/{id} for an id the edge article index lists (decision 029): the 200 and the
 * title leave at once, the body streams in; a service that now says 404, or fails, shows its state.
 */
export function StreamedOnlyArticleContent({ id, entry }: { id: string; entry: IndexedArticle }) {
  return (
    <>
      <title>{articleDocumentTitle(entry.title)}</title>
      <Suspense
        fallback={
          <div className={articleClass} data-testid="article-skeleton" data-article-id={entry.articleId}>
            <h1 className={titleClass}>{entry.title}</h1>
            <Skeleton height={ARTICLE_BODY_SKELETON_HEIGHT} label="載入文章…" />
          </div>
        }
      >
        <StreamedOnlyArticle id={id} />
      </Suspense>
    </>
  );
}

async function StreamedOnlyArticle({ id }: { id: string }) {
  const load = await loadStreamedArticle(id);
  if (load.kind === 'ok') return <OnlyArticle readable={load} withTitle={false} />;
  return (
    <>
      {load.kind === 'error' ? (
        <EmptyState kind="error" text="文章暫時無法載入，請稍後再試。" minHeight={240} />
      ) : (
        <EmptyState kind="notFound" text="找不到這篇文章，可能已被刪除或暫時無法瀏覽。" minHeight={240} />
      )}
      <PageViewDetails />
    </>
  );
}

function OnlyArticle({ readable, withTitle }: { readable: ReadableArticle; withTitle: boolean }) {
  const { article, html, locked, price } = readable;
  return (
    <article className={articleClass} data-testid="article" data-article-id={article.articleId} data-locked={locked ? 'true' : 'false'}>
      <ArticleSeo article={article} embedded withTitle={withTitle} />
      <h1 className={titleClass} data-testid="article-title">
        <WordWrap text={article.title} />
      </h1>
      <ArticleBody html={html} testId={locked ? 'article-teaser' : 'article-body'} />
      {/* The page view's details, without an author: this view makes no author lookup. */}
      <PageViewDetails title={article.title} tags={[...article.categoryTags, ...article.tags]} stockTags={article.stockTags} />
      {locked && (
        <p className={lockedClass} data-testid="paywall">
          {price === null ? (
            '這是付費文章，解鎖價格暫時無法取得。'
          ) : (
            <>
              這是付費文章，解鎖全文需要 <strong>{formatPCoinAmount(price)}</strong>。
            </>
          )}
        </p>
      )}
    </article>
  );
}

const articleClass = css({ display: 'grid', gap: '4' });
const titleClass = css(titleWrap.raw(), { m: 0, fontSize: '22px', lineHeight: '1.4', fontWeight: 800 });
const lockedClass = css({ m: 0, p: '4', borderRadius: 'md', bg: 'amberWash', border: '1px solid token(colors.amberLine)', textAlign: 'center', color: 'muted' });
