import { css, cx } from 'styled-system/css';
import { fixedSizeImage } from '@/lib/articles/images';
import { articlePath } from '@/lib/articles/structured-data';
import { formatDateTime } from '@/lib/format/dates';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { ARTICLE_DEFAULTS, getRecentSummary } from '@/lib/upstream/article';
import { badge } from '@/components/ui/control-styles';
import { rowLinkClass, rowListClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { ArticleTeaser } from '../list/ArticleTeaser';

/** The recent-articles block shows 3. */
export const RECENT_COUNT = ARTICLE_DEFAULTS.recentArticles;
const ROW_HEIGHT = 88;
export const RECENT_HEIGHT = RECENT_COUNT * ROW_HEIGHT;
const THUMB = { width: 96, height: 54 } as const;

/**
 * The 3 newest articles (GET Recent/Summary, fetch 3). Links are Waku <Link>s: going to another
 * article is a client-side navigation (the page-view reporter counts those too), and still a plain
 * link without JavaScript.
 */
export async function RecentArticles() {
  const recent = await loadSectionData(() => getRecentSummary(getUpstreamContext(), { fetch: RECENT_COUNT }), '[article] recent articles');
  if (recent === null) return <EmptyState kind="error" text="最新文章暫時無法載入，請稍後再試。" minHeight={RECENT_HEIGHT} />;
  const { articles } = recent;
  if (articles.length === 0) return <EmptyState kind="noResult" text="目前還沒有其他文章。" minHeight={RECENT_HEIGHT} />;
  const proxy = getConfig().IMAGE_PROXY_URL;
  return (
    <ol className={listClass}>
      {articles.slice(0, RECENT_COUNT).map((article) => {
        const thumb = article.cover ? fixedSizeImage(proxy, article.cover.url, THUMB.width) : null;
        return (
          <ArticleTeaser
            key={article.articleId}
            href={articlePath(article.articleId)}
            clientLink
            testId="recent-article"
            cover={thumb && { ...thumb, ...THUMB }}
            title={article.title}
            isPaid={article.isPaid}
            meta={
              <time dateTime={article.publishedAt} className={dateClass}>
                {formatDateTime(article.publishedAt)}
              </time>
            }
            classes={{ row: rowClass, link: linkClass, cover: thumbClass, text: textClass, title: titleClass, paid: paidClass }}
          />
        );
      })}
    </ol>
  );
}

export function RecentArticlesSkeleton() {
  return <Skeleton height={RECENT_HEIGHT} label="載入最新文章…" />;
}

const listClass = cx(rowListClass, css({ border: '1px solid token(colors.line)' }));
const rowClass = cx(rowRuleClass, css({ h: `${ROW_HEIGHT}px` }));
const linkClass = cx(rowLinkClass, css({ display: 'flex', alignItems: 'center', gap: '3', px: '3' }));
const thumbClass = css({ w: '96px', h: '54px', flexShrink: 0, borderRadius: 'md', objectFit: 'cover', bg: 'line' });
const textClass = css({ display: 'grid', gap: '1', minW: 0 });
const titleClass = css({ fontSize: '15px', fontWeight: 600, lineHeight: '1.4', lineClamp: 2 });
const dateClass = css({ fontSize: '12px', color: 'muted' });
const paidClass = css(badge.raw({ tone: 'paid' }), { display: 'inline-block', mr: '1.5', px: '1.5', fontSize: '12px', verticalAlign: 'middle' });
