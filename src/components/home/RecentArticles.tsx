import { css, cx } from 'styled-system/css';
import { formatDateTime } from '@/lib/format/dates';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getRecentSummary, queryAuthorsByIds } from '@/lib/upstream/article';
import { badge } from '@/components/ui/control-styles';
import { rowLinkClass, rowListClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { ArticleTeaser } from '../article/list/ArticleTeaser';
import { EmptyState } from '../ui/EmptyState';
import { loadSectionData } from '../ui/section-data';
import { Skeleton } from '../ui/Skeleton';

/** The default fetch of Recent/Summary. */
export const RECENT_ARTICLES_COUNT = 10;
/** The home page shows the 3 most recent articles. */
export const HOME_RECENT_ARTICLES_COUNT = 3;
const ROW_HEIGHT = 104;
export const recentArticlesHeight = (count: number): number => count * ROW_HEIGHT;

/** The latest articles (Recent/Summary), with their authors fetched in one batch. */
export async function RecentArticles({ count = RECENT_ARTICLES_COUNT }: { count?: number }) {
  const height = recentArticlesHeight(count);
  const ctx = getUpstreamContext();
  const recent = await loadSectionData(async () => {
    const { articles } = await getRecentSummary(ctx, { fetch: count });
    const authors = await queryAuthorsByIds(ctx, [...new Set(articles.map((a) => a.authorId))]);
    return { articles, authors: new Map(authors.map((author) => [author.authorId, author])) };
  }, '[home] recent articles');
  if (recent === null) return <EmptyState kind="error" text="最新文章暫時無法載入，請稍後再試。" minHeight={height} />;
  const { articles, authors } = recent;
  if (articles.length === 0) return <EmptyState kind="noResult" text="目前還沒有文章。" minHeight={height} />;
  return (
    <ol className={listClass}>
      {articles.map((article) => (
        <ArticleTeaser
          key={article.articleId}
          href={`/article/${article.articleId}`}
          testId="recent-article"
          cover={article.cover ? { src: article.cover.url, width: 128, height: 72 } : null}
          title={article.title}
          isPaid={article.isPaid}
          meta={
            <span className={metaClass}>
              {authors.get(article.authorId)?.name ?? '作者'} · <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
              {article.categoryTags[0] && <span className={tagClass}>{article.categoryTags[0]}</span>}
            </span>
          }
          classes={{ row: rowClass, link: linkClass, cover: coverClass, text: textClass, title: titleClass, paid: paidClass }}
        />
      ))}
    </ol>
  );
}

export function RecentArticlesSkeleton({ count = RECENT_ARTICLES_COUNT }: { count?: number }) {
  return <Skeleton height={recentArticlesHeight(count)} label="載入最新文章…" />;
}

const listClass = cx(rowListClass, css({ display: 'grid' }));
const rowClass = cx(rowRuleClass, css({ h: `${ROW_HEIGHT}px` }));
const linkClass = cx(rowLinkClass, css({ display: 'flex', gap: '3', alignItems: 'center', px: '3' }));
const coverClass = css({ w: '96px', h: '54px', tablet: { w: '128px', h: '72px' }, flexShrink: 0, borderRadius: 'md', objectFit: 'cover', bg: 'line' });
const textClass = css({ display: 'grid', gap: '1', minW: 0 });
const titleClass = css({ fontSize: '16px', fontWeight: 600, lineHeight: '1.4', lineClamp: 2 });
const metaClass = css({ fontSize: '13px', color: 'muted', display: 'flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap', overflow: 'hidden' });
const tagClass = css(badge.raw({ tone: 'brand', shape: 'pill' }), { ml: '2', px: '2', fontSize: '12px' });
const paidClass = css(badge.raw({ tone: 'paid' }), { display: 'inline-block', mr: '2', px: '1.5', fontSize: '12px', verticalAlign: 'middle' });
