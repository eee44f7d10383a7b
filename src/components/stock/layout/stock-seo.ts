import { type FinanceStatement, STATEMENT_LABELS, type StockTab, stockPath, tabLabel } from '@/lib/stock/tabs';
import type { StockRecord } from '@/lib/upstream/business';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { displayName, EXCHANGE_LABELS, securityKind, titleName } from '@/lib/market/security-labels';

/**
 * Title, description, canonical URL, Open Graph and JSON-LD of a stock page (zh-TW), as plain data
 * so they are unit-tested; StockSeo renders them.
 */
export interface StockSeoData {
  title: string;
  description: string;
  canonical: string;
  jsonLd: Record<string, unknown>;
}

/** What each tab is about, after the "輝達 NVDA " of the title. */
const TITLE_TOPIC: Record<StockTab, string> = {
  info: '股價走勢與財報',
  price: '股價走勢與歷史股價',
  news: '最新新聞',
  finance: '財務報表',
  profile: '公司簡介',
  dividend: '股利與殖利率',
  discussion: '討論區',
  earningsCall: '法說會',
  'technical-analysis': '技術分析',
};

function topicOf(stock: StockRecord, tab: StockTab, statement?: FinanceStatement): string {
  if (tab === 'finance' && statement) return STATEMENT_LABELS[statement];
  // The info tab shows a fund's holdings and an index's constituents.
  if (tab === 'info' && securityKind(stock) === 'etf') return '走勢、持股與新聞';
  if (tab === 'info' && securityKind(stock) === 'index') return '走勢、成分與新聞';
  if (tab === 'price' && securityKind(stock) === 'index') return '指數走勢與歷史點位';
  // 公司簡介, or 基金簡介 for a fund: the tab's own name.
  if (tab === 'profile') return tabLabel(tab, stock);
  return TITLE_TOPIC[tab];
}

function describe(stock: StockRecord, tab: StockTab, statement?: FinanceStatement): string {
  const who = titleName(stock);
  switch (tab) {
    case 'info':
      switch (securityKind(stock)) {
        case 'index':
          return `${who} 即時走勢、開高低收、52 週區間、成分股今日漲跌排行與完整成分股列表，以及最新相關新聞。`;
        case 'etf':
          return `${who} 最新股價、費用率、資產規模、淨值與折溢價、前十大持股與產業配置，以及相關新聞與投資文章。`;
        default:
          return `${who} 最新股價、漲跌幅、市值、本益比、EPS、殖利率與 52 週區間，以及相關新聞與投資文章。`;
      }
    case 'price':
      return securityKind(stock) === 'index'
        ? `${who} 互動指數走勢圖（K 線與成交量）與每日歷史點位表，期間從一日到五年。`
        : `${who} 互動股價走勢圖（K 線與成交量）與每日歷史股價表，期間從一日到五年。`;
    case 'finance':
      return `${who} ${statement ? STATEMENT_LABELS[statement] : '財務報表'}：季度與年度數據、年增率與重點圖表。`;
    case 'technical-analysis':
      return `${who} 技術分析：均線 MA、RSI、MACD 與 KD 指標及目前訊號。`;
    default:
      return `${who} ${tabLabel(tab, stock)}，美股通以繁體中文為台灣投資人整理。`;
  }
}

/** ISO 10383-ish market names for tickerSymbol ("NASDAQ NVDA"). */
const TICKER_MARKET: Record<1 | 2 | 3, string> = { 1: 'NYSE', 2: 'NYSEAMERICAN', 3: 'NASDAQ' };

export function stockSeoData(siteUrl: string, stock: StockRecord, tab: StockTab, statement?: FinanceStatement): StockSeoData {
  const base = siteUrl.replace(/\/+$/, '');
  const canonical = `${base}${stockPath(stock.id, tab, statement)}`;
  const title = `${titleName(stock)} ${topicOf(stock, tab, statement)}｜${SITE_NAME}`;
  const description = describe(stock, tab, statement);
  const kind = securityKind(stock);
  const alternateName = displayName(stock) !== stock.name ? displayName(stock) : undefined;
  const entity: Record<string, unknown> =
    kind === 'stock'
      ? { '@type': 'Corporation', name: stock.name, ...(alternateName ? { alternateName } : {}), ...(stock.exchange ? { tickerSymbol: `${TICKER_MARKET[stock.exchange]} ${stock.id}` } : {}) }
      : {
          '@type': 'FinancialProduct',
          name: stock.name,
          ...(alternateName ? { alternateName } : {}),
          category: kind === 'etf' ? 'ETF' : '指數',
          ...(stock.exchange ? { provider: { '@type': 'Organization', name: EXCHANGE_LABELS[stock.exchange].short } } : {}),
        };
  const crumbs = [
    { name: SITE_NAME, url: `${base}/` },
    { name: titleName(stock), url: `${base}${stockPath(stock.id, 'info')}` },
    ...(tab === 'info' ? [] : [{ name: tabLabel(tab, stock), url: `${base}${stockPath(stock.id, tab)}` }]),
    ...(tab === 'finance' && statement ? [{ name: STATEMENT_LABELS[statement], url: canonical }] : []),
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { ...entity, '@id': `${base}${stockPath(stock.id, 'info')}#security`, url: `${base}${stockPath(stock.id, 'info')}` },
      { '@type': 'WebPage', '@id': canonical, url: canonical, name: title, description, inLanguage: 'zh-TW', about: { '@id': `${base}${stockPath(stock.id, 'info')}#security` } },
      { '@type': 'BreadcrumbList', itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })) },
    ],
  };
  return { title, description, canonical, jsonLd };
}

/** The JSON-LD serialiser is lib's (one for the whole site); re-exported under its old name for stock-seo.test.ts. */
export { jsonForScript as serialiseJsonLd } from '@/lib/http/html-escape';
