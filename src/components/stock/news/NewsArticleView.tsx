import { Link } from 'waku';
import { css } from 'styled-system/css';
import { jsonForScript } from '@/lib/http/html-escape';
import { formatDateTime } from '@/lib/format/dates';
import { displayName } from '@/lib/market/security-labels';
import { getConfig } from '@/lib/server/request-context';
import { stockPath } from '@/lib/stock/tabs';
import type { StockRecord } from '@/lib/upstream/business';
import { OpenGraph } from '@/components/layout/OpenGraph';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { focusRing } from '@/components/ui/control-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { linkTarget } from '../finance/link-target';
import { NewsBody } from './NewsBody';
import type { NewsArticleLoad } from './news-article-data';
import { newsArticleSeo } from './news-article-seo';

/**
 * One news item on its own page under the stock's news tab (/stock/{id}/news/{newsId}): what a
 * headline opens without JavaScript, in a new tab, or from a shared link. The text came with the
 * page (loadNewsArticle), so nothing streams in and nothing shifts.
 */
export function NewsArticleView({ stock, load }: { stock: StockRecord; load: NewsArticleLoad }) {
  const newsTab = stockPath(stock.id, 'news');
  const back = (
    <Link to={linkTarget(newsTab)} className={backClass} data-testid="news-back">
      ‹ {displayName(stock)}的所有新聞
    </Link>
  );
  if (load.kind === 'error') {
    return (
      <div className={stackClass}>
        <title>{`新聞暫時無法載入｜${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
        {back}
        <EmptyState kind="error" text="新聞暫時無法載入，請稍後再試。" minHeight={240} />
      </div>
    );
  }
  const { article } = load;
  const seo = newsArticleSeo(getConfig().SITE_URL, stock, article);
  return (
    <div className={stackClass}>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      <OpenGraph type="article" title={article.title} description={seo.description} url={seo.canonical} />
      {/* A data block, not a script: CSP does not apply and no nonce is needed. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(seo.jsonLd) }} />
      {back}
      <article className={articleClass} aria-labelledby="news-title" data-testid="news-article" data-news-id={article.id}>
        <h2 id="news-title" className={titleClass}>
          {article.title}
        </h2>
        <p className={metaClass}>
          {article.source} · <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
        </p>
        <NewsBody paragraphs={article.body} />
      </article>
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const backClass = css(focusRing.raw({ offset: 'outset' }), { justifySelf: 'start', fontSize: '14px', color: 'brand', py: '1', _hover: { textDecoration: 'underline' } });
const articleClass = css({ display: 'grid', gap: '3', bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)', px: { base: '4', md: '6' }, py: '5', minW: 0 });
const titleClass = css({ m: 0, fontSize: { base: '20px', md: '24px' }, fontWeight: 700, lineHeight: '1.45', overflowWrap: 'anywhere' });
const metaClass = css({ m: 0, fontSize: '13px', color: 'muted' });
