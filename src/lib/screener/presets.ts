import type { Preset } from './types';

/**
 * The screens with a page of their own, `/screener/{slug}`: the presets a Taiwanese reader asks for
 * first, then the rankings (排行). Each query is canonical (as screenQuery writes it from the plain
 * screener) and names the preset's columns; presets.test.ts holds both.
 */
export const PRESETS: readonly Preset[] = [
  {
    slug: 'high-dividend',
    title: '高股息',
    description: '殖利率 4% 以上、股價 5 美元以上、平均每日成交量 10 萬股以上的股票與 ETF，依殖利率由高到低排列。',
    query: 'price=5-&avgvol=over10&yield=over4&sort=yield&cols=price,chg,yield,freq,divyears,payout,mcap',
    ranking: false,
  },
  {
    slug: 'monthly-dividend',
    title: '月配息',
    description: '每月配息、股價 5 美元以上的股票與 ETF，依殖利率由高到低排列，並列出下次除息日，方便安排現金流。',
    query: 'price=5-&freq=monthly&sort=yield&cols=price,chg,yield,exdiv,type,aum',
    ranking: false,
  },
  {
    slug: 'low-pe-large-cap',
    title: '低本益比大型股',
    description: '市值 100 億美元以上、本益比 15 倍以下且仍在獲利的公司，依本益比由低到高排列。',
    query: 'mcap=100-&pe=low&sort=pe&dir=asc&cols=price,chg,mcap,pe,fpe,yield',
    ranking: false,
  },
  {
    slug: 'growth',
    title: '成長股',
    description: '營收與 EPS 年增率都在 20% 以上、市值 20 億美元以上的公司，依營收成長率排列。',
    query: 'mcap=20-&revg=over20&epsg=over20&sort=revg&cols=price,chg,mcap,revg,epsg,gm,pe',
    ranking: false,
  },
  {
    slug: 'taiwan-adr',
    title: '台灣 ADR',
    description: '在美國掛牌、同時在台灣上市的公司（如台積電 TSM 對應 2330），列出台股代號，方便對照兩地股價。',
    query: 'tw=1&cols=price,chg,tw,mcap,pe,yield',
    ranking: false,
  },
  {
    slug: 'semiconductors',
    title: '半導體',
    description: '半導體與半導體設備、材料公司，依市值由大到小排列，附本益比、營收成長與今年以來表現。',
    query: 'industry=semiconductor-materials-equipment,semiconductors&cols=price,chg,mcap,pe,revg,chgytd',
    ranking: false,
  },
  {
    slug: 'steady-dividend',
    title: '穩定配息股',
    description: 'S&P 500 成分股中連續 10 年以上配息的公司，依連續配息年數排列，附殖利率與配息率。',
    query: 'sp500=1&divyears=over10&sort=divyears&cols=price,chg,yield,divyears,payout,mcap',
    ranking: false,
  },
  {
    slug: 'low-cost-etf',
    title: '低成本 ETF',
    description: '內扣費用率 0.1% 以下的 ETF，依資產規模由大到小排列，長期持有的成本最低。',
    query: 'type=etf&er=under01&sort=aum&cols=price,chg,er,aum,holdings,yield',
    ranking: false,
  },
  {
    slug: 'oversold',
    title: '超賣股',
    description: '市值 20 億美元以上、14 日 RSI 在 30 以下的股票，依 RSI 由低到高排列；超賣不代表會反彈，請搭配基本面判斷。',
    query: 'mcap=20-&rsi=oversold&sort=rsi&dir=asc&cols=price,chg,rsi,chg1m,mcap,volume',
    ranking: false,
  },
  {
    slug: 'gainers',
    title: '漲幅排行',
    description: '今日漲幅最大的美股（股價 1 美元以上），依漲幅由高到低排列，美股交易時段即時更新。',
    query: 'price=1-&chg=up&sort=chg&cols=price,chg,change,volume,mcap',
    ranking: true,
  },
  {
    slug: 'losers',
    title: '跌幅排行',
    description: '今日跌幅最大的美股（股價 1 美元以上），依跌幅由大到小排列，美股交易時段即時更新。',
    query: 'price=1-&chg=down&sort=chg&dir=asc&cols=price,chg,change,volume,mcap',
    ranking: true,
  },
  { slug: 'most-active', title: '成交量排行', description: '今日成交股數最多的美股與 ETF，依成交量由高到低排列。', query: 'sort=volume&cols=price,chg,volume,dollarvol,mcap', ranking: true },
  {
    slug: 'dollar-volume',
    title: '成交值排行',
    description: '今日成交金額（股價 × 成交量）最大的美股與 ETF，資金最集中的標的。',
    query: 'sort=dollarvol&cols=price,chg,dollarvol,volume,mcap',
    ranking: true,
  },
  { slug: '52-week-high', title: '52 週新高', description: '今日收在 52 週最高價的美股與 ETF，依成交值排列。', query: 'hi52=at&sort=dollarvol&cols=price,chg,high52,chg1y,volume,mcap', ranking: true },
  { slug: '52-week-low', title: '52 週新低', description: '今日收在 52 週最低價的美股與 ETF，依成交值排列。', query: 'lo52=at&sort=dollarvol&cols=price,chg,low52,chg1y,volume,mcap', ranking: true },
  {
    slug: 'highest-yield',
    title: '殖利率排行',
    description: '殖利率最高的美股與 ETF（股價 5 美元以上、平均每日成交量 10 萬股以上），依殖利率由高到低排列。',
    query: 'price=5-&avgvol=over10&sort=yield&cols=price,chg,yield,freq,payout,mcap',
    ranking: true,
  },
];

const bySlug = new Map(PRESETS.map((preset) => [preset.slug, preset]));

/** The preset with this slug, if there is one. */
export const presetBySlug = (slug: string): Preset | undefined => bySlug.get(slug);
