import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { failRouteValidation } from '@/lib/server/fail-route-validation';
import { PeriodToggle } from '@/components/stock/finance/PeriodToggle';
import { parsePeriod } from '@/components/stock/finance/period';
import { StatementSection, StatementSkeleton } from '@/components/stock/finance/StatementSection';
import { FinanceStatementTabs } from '@/components/stock/layout/StockTabs';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { sectionHeadingRecipe } from '@/components/ui/Section';
import { resolveStockRoute } from '@/lib/stock/route';
import { isFinanceStatement, STATEMENT_LABELS } from '@/lib/stock/tabs';

/**
 * /stock/{id}/finance/{statement}: the four statements (unknown statement → 404), quarterly by
 * default, annual with ?period=annual. The guard runs before the first Suspense boundary, so its
 * 404 or redirect can still set the status; the table streams in behind its own skeleton.
 */
export default async function FinanceStatementPage({ id, statement, query }: { id: string; statement: string; query?: string }) {
  if (!isFinanceStatement(statement)) return failRouteValidation();
  const stock = await resolveStockRoute(id, 'finance', statement);
  const period = parsePeriod(query);
  const label = STATEMENT_LABELS[statement];
  return (
    <>
      <StockSeo stock={stock} tab="finance" statement={statement} />
      <div className={stackClass}>
        <FinanceStatementTabs stock={stock} />
        <div className={toolbarClass}>
          <h2 className={sectionHeadingRecipe({ accent: false })}>{label}</h2>
          <PeriodToggle id={stock.id} statement={statement} period={period} />
        </div>
        <Suspense fallback={<StatementSkeleton statement={statement} />}>
          <StatementSection id={stock.id} statement={statement} period={period} />
        </Suspense>
      </div>
    </>
  );
}

const stackClass = css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const toolbarClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
