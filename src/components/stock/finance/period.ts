import { type FinanceStatement, stockPath } from '@/lib/stock/tabs';
import type { PeriodKind } from '@/lib/upstream/business';

export const PERIOD_LABELS: Record<PeriodKind, string> = { quarterly: '季報', annual: '年報' };

/** ?period=annual → annual; anything else (absent, repeated, tampered) → quarterly, the default. */
export function parsePeriod(query: string | undefined): PeriodKind {
  const value = new URLSearchParams(query ?? '').get('period');
  return value === 'annual' ? 'annual' : 'quarterly';
}

/** The statement's URL for a period: quarterly is the bare path, annual adds ?period=annual. */
export const statementHref = (id: string, statement: FinanceStatement, period: PeriodKind): string => `${stockPath(id, 'finance', statement)}${period === 'annual' ? '?period=annual' : ''}`;
