import { securityKind, type SecurityKind } from '../market/security-labels';
import type { StockRecord } from '../upstream/business';
import { MAX_COMPARED } from './compare-query';

/**
 * Which of the asked ids are compared (decision 041): the first MAX_COMPARED the directory knows, in
 * the order asked. Unknown ids are named; known ids past the fourth are named as left out. Statements
 * are compared only between companies: an index or an ETF has none, and the page says why.
 */
export interface CompareSelection {
  compared: StockRecord[];
  unknown: string[];
  leftOut: string[];
  /** Compared securities that have no financial statements (indices, ETFs). */
  withoutStatements: StockRecord[];
}

export function selectCompared(ids: readonly string[], records: Readonly<Record<string, StockRecord>>, overflow: readonly string[] = []): CompareSelection {
  const known = ids.flatMap((id) => (records[id] ? [records[id]] : []));
  const compared = known.slice(0, MAX_COMPARED);
  return {
    compared,
    unknown: ids.filter((id) => !records[id]),
    leftOut: [...known.slice(MAX_COMPARED).map((record) => record.id), ...overflow],
    withoutStatements: compared.filter((record) => securityKind(record) !== 'stock'),
  };
}

/** Whether a kind of security has income statements (the business service answers 404 for the others). */
export const hasStatements = (kind: SecurityKind): boolean => kind === 'stock';
