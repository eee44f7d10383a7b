import type { IndexFacts } from './types.ts';

/**
 * The four indices the product follows: ids carry a '#' prefix, market type 70.
 * `level` is a plausible recent magnitude that anchors the synthetic series.
 */
export interface IndexDefinition extends IndexFacts {
  id: string;
  level: number;
}

export const INDEX_DEFINITIONS: readonly IndexDefinition[] = [
  {
    id: '#DJI',
    englishName: 'Dow Jones Industrial Average',
    chineseName: '道瓊工業指數',
    level: 44500,
    description: '由 30 家美國大型藍籌企業組成的價格加權指數，創立於 1896 年，是歷史最悠久的美股指數之一。',
    englishDescription: 'A price-weighted index of 30 large US blue-chip companies, first published in 1896.',
  },
  {
    id: '#IXIC',
    englishName: 'Nasdaq Composite',
    chineseName: '那斯達克綜合指數',
    level: 21000,
    description: '涵蓋那斯達克交易所上市所有普通股的市值加權指數，科技股比重高，常被視為美國科技類股的風向球。',
    englishDescription: 'A market-cap-weighted index of all common stocks listed on the Nasdaq Stock Market, heavy in technology.',
  },
  {
    id: '#GSPC',
    englishName: 'S&P 500',
    chineseName: '標普500指數',
    level: 6350,
    description: '由標普道瓊指數公司編製，涵蓋約 500 家美國大型上市公司的市值加權指數，最能代表美股大盤表現。',
    englishDescription: 'A market-cap-weighted index of about 500 leading US companies, the usual benchmark for the US stock market.',
  },
  {
    id: '#SOXX',
    englishName: 'PHLX Semiconductor Index',
    chineseName: '費城半導體指數',
    level: 5600,
    description: '由費城證券交易所編製，追蹤 30 家美國上市的半導體設計、製造與設備公司，是全球半導體產業的重要指標。',
    englishDescription: 'Tracks 30 of the largest US-listed companies that design, manufacture and supply semiconductors.',
  },
];
