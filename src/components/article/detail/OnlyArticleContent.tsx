import { css } from 'styled-system/css';
import { PageViewDetails } from '@/components/analytics/PageViewDetails';
import { EmptyState } from '@/components/ui/EmptyState';
import type { ArticleLoad } from './article-data';
import { ArticleBody } from './ArticleBody';
import { ArticleSeo } from './ArticleSeo';
import { formatPCoinAmount } from '@/lib/format/numbers';

/**
 * /onlyarticlecontent/{id} (spec §2): the title and the sanitised body, nothing else — no header,
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
  const { article, html, locked, price } = load;
  return (
    <article className={articleClass} data-testid="article" data-article-id={article.articleId} data-locked={locked ? 'true' : 'false'}>
      <ArticleSeo article={article} embedded />
      <h1 className={titleClass} data-testid="article-title">
        {article.title}
      </h1>
      <ArticleBody html={html} testId={locked ? 'article-teaser' : 'article-body'} />
      {/* The page view's details, without an author: this view makes no author lookup. */}
      <PageViewDetails title={article.title} tags={[...article.categoryTags, ...article.tags]} stockTags={article.stockTags} />
      {locked && (
        <p className={lockedClass} data-testid="paywall">
          {price === null ? '這是付費文章，解鎖價格暫時無法取得。' : <>這是付費文章，解鎖全文需要 <strong>{formatPCoinAmount(price)}</strong>。</>}
        </p>
      )}
    </article>
  );
}

const articleClass = css({ display: 'grid', gap: '4' });
const titleClass = css({ m: 0, fontSize: '22px', lineHeight: '1.4', fontWeight: 800, overflowWrap: 'anywhere' });
const lockedClass = css({ m: 0, p: '4', borderRadius: 'md', bg: '#fffaf3', border: '1px solid #f3d7b5', textAlign: 'center', color: 'muted' });
