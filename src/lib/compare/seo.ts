import { displayName } from '../market/security-labels';
import { displaySymbol } from '../market/us-indices';
import type { StockRecord } from '../upstream/business';
import { type CompareQuery, compareHref, DEFAULT_COMPARE_PERIOD, MIN_COMPARED } from './compare-query';
import type { CompareSelection } from './selection';

export interface CompareSeo {
  /** Without the site name (ListSeo adds it). */
  title: string;
  description: string;
  /** Site path of the comparison actually shown (only the compared ids, default period). */
  canonicalPath: string;
  /**
   * Decision 041: only a clean comparison is offered to search engines: two to four known
   * securities, nothing dropped, the default period (the other periods are the same comparison).
   */
  noindex: boolean;
}

export function compareSeo(parsed: CompareQuery, selection: CompareSelection): CompareSeo {
  const { compared } = selection;
  const ids = compared.map((record) => record.id);
  const symbols = compared.map((record) => displaySymbol(record.id));
  const clean = selection.unknown.length === 0 && selection.leftOut.length === 0 && parsed.malformed.length === 0;
  return {
    title: compared.length >= MIN_COMPARED ? `${symbols.join(' vs ')} 比較` : compared.length === 1 ? `${symbols[0]} 與其他股票比較` : '股票比較',
    description: compared.length >= MIN_COMPARED ? describe(compared) : '並排比較 2 到 4 檔美股或指數的重要數據、股價表現與營收、利潤率。',
    canonicalPath: compareHref(ids),
    noindex: compared.length < MIN_COMPARED || !clean || parsed.period !== DEFAULT_COMPARE_PERIOD,
  };
}

const describe = (compared: readonly StockRecord[]): string =>
  `並排比較${compared.map((record) => `${displayName(record)}（${displaySymbol(record.id)}）`).join('、')}的重要數據、股價表現（起點 = 100）與營收成長、利潤率。`;
