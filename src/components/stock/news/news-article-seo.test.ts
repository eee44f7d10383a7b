import { describe, expect, it } from 'vitest';
import { newsArticleSeo } from './news-article-seo';
import { stockId } from '@tests/stock-ids';

const GSPC = { id: stockId('#GSPC'), name: 'S&P 500', customName: '標普500指數', marketType: 70, commodityType: 0, exchange: null };
const ARTICLE = {
  id: 'idx-GSPC-20261119-1',
  title: '美股盤後／標普500指數下跌 0.37% 收 6,392.18 點，金融股走弱',
  summary: '標普500指數11月19日收在 6,392.18 點，下跌 0.37%。',
  source: '示範財經社',
  publishedAt: '2026-11-19T21:11:00.000Z',
  stocks: ['#GSPC'],
  body: ['a', 'b', 'c'],
};

describe('newsArticleSeo', () => {
  it('titles the page by the headline and the index, canonical under the news tab', () => {
    const seo = newsArticleSeo('https://usstock.example/', GSPC, ARTICLE);
    expect(seo.title).toBe('美股盤後／標普500指數下跌 0.37% 收 6,392.18 點，金融股走弱｜標普500指數 #GSPC 新聞｜美股通');
    expect(seo.description).toBe(ARTICLE.summary);
    expect(seo.canonical).toBe('https://usstock.example/stock/.GSPC/news/idx-GSPC-20261119-1');
    const [news, crumbs] = seo.jsonLd['@graph'] as Array<Record<string, unknown>>;
    expect(news).toMatchObject({ '@type': 'NewsArticle', headline: ARTICLE.title, datePublished: ARTICLE.publishedAt, author: { name: '示範財經社' } });
    expect((crumbs?.itemListElement as Array<{ item: string }>).map((crumb) => crumb.item)).toEqual([
      'https://usstock.example/',
      'https://usstock.example/stock/.GSPC/info',
      'https://usstock.example/stock/.GSPC/news',
      seo.canonical,
    ]);
  });
});
