import { displayName, titleName } from '@/lib/market/security-labels';
import { stockPath } from '@/lib/stock/tabs';
import type { StockNewsArticle, StockRecord } from '@/lib/upstream/business';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { newsArticleHref } from './news-id';

export interface NewsArticleSeo {
  title: string;
  description: string;
  canonical: string;
  jsonLd: Record<string, unknown>;
}

/** The head of one news item's page (zh-TW), as plain data so it is unit-tested. */
export function newsArticleSeo(siteUrl: string, stock: StockRecord, article: StockNewsArticle): NewsArticleSeo {
  const base = siteUrl.replace(/\/+$/, '');
  const canonical = `${base}${newsArticleHref(stock.id, article.id)}`;
  return {
    title: `${article.title}｜${titleName(stock)} 新聞｜${SITE_NAME}`,
    description: article.summary,
    canonical,
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.summary,
          datePublished: article.publishedAt,
          inLanguage: 'zh-Hant-TW',
          mainEntityOfPage: canonical,
          author: { '@type': 'Organization', name: article.source },
          publisher: { '@type': 'Organization', name: SITE_NAME },
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: SITE_NAME, item: `${base}/` },
            { '@type': 'ListItem', position: 2, name: displayName(stock), item: `${base}${stockPath(stock.id, 'info')}` },
            { '@type': 'ListItem', position: 3, name: '新聞', item: `${base}${stockPath(stock.id, 'news')}` },
            { '@type': 'ListItem', position: 4, name: article.title, item: canonical },
          ],
        },
      ],
    },
  };
}
