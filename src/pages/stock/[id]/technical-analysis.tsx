import { Suspense } from 'react';
import { displayName } from '@/lib/market/security-labels';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { TechnicalAnalysis, TechnicalAnalysisSkeleton } from '@/components/stock/technical/TechnicalAnalysis';
import { Section } from '@/components/ui/Section';
import { resolveStockRoute } from '@/lib/stock/route';

/**
 * The technical-analysis tab: MA(5/20/60), RSI(14), MACD(12,26,9) and KD(9,3,3) computed on the
 * server from a year of daily bars, the current signals in plain Chinese, and four SVG panes
 * (no client JavaScript). The section streams behind a skeleton of its final height.
 */
export default async function StockTechnicalAnalysisPage({ id }: { id: string }) {
  const stock = await resolveStockRoute(id, 'technical-analysis');
  const name = displayName(stock);
  return (
    <>
      <StockSeo stock={stock} tab="technical-analysis" />
      <Section id="technical" title={`${name}技術分析`} testId="stock-technical" note="僅供參考，不構成投資建議">
        <Suspense fallback={<TechnicalAnalysisSkeleton />}>
          <TechnicalAnalysis stockId={stock.id} name={name} />
        </Suspense>
      </Section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
