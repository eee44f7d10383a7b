import { css, cx } from 'styled-system/css';
import { formatDateTime } from '@/lib/format/dates';
import { getUpstreamContext } from '@/lib/server/request-context';
import { searchArticlesByTags } from '@/lib/upstream/article';
import { badge } from '@/components/ui/control-styles';
import { rowLinkClass, rowListClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { ArticleTeaser } from '@/components/article/list/ArticleTeaser';

export const TAGGED_ARTICLES_COUNT = 4;
const ROW_HEIGHT = 84;
export const TAGGED_ARTICLES_HEIGHT = TAGGED_ARTICLES_COUNT * ROW_HEIGHT;

/** Investment articles tagged with this stock (Search/Tags with filters.stockTags), newest first. */
export async function TaggedArticles({ id }: { id: string }) {
  const tagged = await loadSectionData(() => searchArticlesByTags(getUpstreamContext(), { tags: [], filters: { stockTags: [id] }, fetch: TAGGED_ARTICLES_COUNT }), '[stock] tagged articles', id);
  if (tagged === null) return <EmptyState kind="error" text="相關文章暫時無法載入，請稍後再試。" minHeight={TAGGED_ARTICLES_HEIGHT} />;
  const { articles } = tagged;
  if (articles.length === 0) return <EmptyState kind="noResult" text="還沒有和這檔股票相關的文章。" minHeight={TAGGED_ARTICLES_HEIGHT} />;
  return (
    <ol className={rowListClass}>
      {articles.map((article) => (
        <ArticleTeaser
          key={article.articleId}
          href={`/article/${article.articleId}`}
          testId="stock-article"
          title={article.title}
          isPaid={article.isPaid}
          meta={
            <span className={metaClass}>
              <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
              {article.categoryTags[0] && ` · ${article.categoryTags[0]}`}
            </span>
          }
          classes={{ row: rowClass, link: linkClass, title: titleClass, paid: paidClass }}
        />
      ))}
    </ol>
  );
}

export function TaggedArticlesSkeleton() {
  return <Skeleton height={TAGGED_ARTICLES_HEIGHT} label="載入相關文章…" />;
}

const rowClass = cx(rowRuleClass, css({ h: `${ROW_HEIGHT}px` }));
const linkClass = cx(rowLinkClass, css({ display: 'grid', alignContent: 'center', gap: '1', px: '4' }));
const titleClass = css({ fontSize: '15px', fontWeight: 600, lineHeight: '1.4', lineClamp: 2 });
const metaClass = css({ fontSize: '12px', color: 'muted' });
const paidClass = css(badge.raw({ tone: 'paid' }), { display: 'inline-block', mr: '2', px: '1.5', fontSize: '12px' });
