import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ListSeo } from '@/components/article/list/ListSeo';
import { AddSymbolForm, CompareSuggestions, SuggestionsSkeleton } from '@/components/compare/AddToCompare';
import { CompareHeader } from '@/components/compare/CompareHeader';
import { resolveSelection } from '@/components/compare/compare-data';
import { FundamentalsCompare, FundamentalsCompareSkeleton } from '@/components/compare/FundamentalsCompare';
import { KeyStatisticsCompare, KeyStatisticsCompareSkeleton } from '@/components/compare/KeyStatisticsCompare';
import { PerformanceChart, PerformanceChartSkeleton } from '@/components/compare/PerformanceChart';
import { PeriodSwitch } from '@/components/compare/PeriodSwitch';
import { EmptyState } from '@/components/ui/EmptyState';
import { Section } from '@/components/ui/Section';
import { compareRedirect, MAX_COMPARED, MIN_COMPARED, parseCompareQuery } from '@/lib/compare/compare-query';
import type { CompareSelection } from '@/lib/compare/selection';
import { compareSeo } from '@/lib/compare/seo';
import { displayName } from '@/lib/market/security-labels';
import { markMainContentUnavailable } from '@/lib/server/main-content-unavailable';
import { redirect } from '@/lib/server/request-context';

/**
 * /compare?ids=NVDA,AMD,AVGO[&period=5Y] (decision 041): two to four securities side by
 * side. Any other spelling of the same ids 308s to the canonical URL first; the ids are then looked
 * up (edge directory, then one batched call) before anything streams, so the title, the notices and
 * the status are in the first bytes. Each section then streams behind a skeleton of its final height.
 */
export default async function ComparePage({ query }: { query?: string }) {
  const parsed = parseCompareQuery(query);
  const target = compareRedirect(query, parsed);
  if (target) return redirect(target, 308);
  let selection: CompareSelection;
  try {
    selection = await resolveSelection(parsed);
  } catch (err) {
    console.error('[compare] lookup failed', parsed.ids, err);
    markMainContentUnavailable('compare: the securities could not be looked up');
    return (
      <div className={pageClass}>
        <ListSeo title="股票比較" description="並排比較美股的重要數據與股價表現。" noindex />
        <h1 className={errorTitleClass}>股票比較</h1>
        <EmptyState kind="error" text="股票資料暫時無法載入，請稍後再試。" minHeight={320} />
      </div>
    );
  }
  const seo = compareSeo(parsed, selection);
  const { compared } = selection;
  const ids = compared.map((record) => record.id);
  return (
    <div className={pageClass} data-testid="compare-page" data-compared={ids.join(',')}>
      <ListSeo title={seo.title} description={seo.description} path={seo.canonicalPath} noindex={seo.noindex} />
      <CompareHeader title={seo.title} parsed={parsed} selection={selection} />
      {compared.length === 0 && <EmptyState kind="noResult" minHeight={200} text={`輸入 ${MIN_COMPARED} 到 ${MAX_COMPARED} 個美股或指數代號，並排比較重要數據、股價表現與營收、利潤率。`} />}
      {compared.length === 1 && (
        <p className={inviteClass} data-testid="compare-invite">
          再加入 1 到 {MAX_COMPARED - 1} 檔，就能和{displayName(compared[0]!)}並排比較。可從下面的同業挑選，或輸入代號。
        </p>
      )}
      {compared.length >= MIN_COMPARED && (
        <>
          <Section id="compare-statistics" title="重要數據" testId="compare-statistics-section">
            <p className={noteClass}>「{compared.length > 2 ? '最佳' : '較佳'}」只標在高低好壞沒有爭議的數字（漲跌幅取最高）；本益比、殖利率、Beta 等高低各有解讀，不標示。</p>
            <Suspense fallback={<KeyStatisticsCompareSkeleton />}>
              <KeyStatisticsCompare records={compared} />
            </Suspense>
          </Section>
          <Section id="compare-performance" title="股價表現" note="起點 = 100" testId="compare-performance-section">
            <PeriodSwitch ids={ids} active={parsed.period} />
            <Suspense fallback={<PerformanceChartSkeleton />}>
              <PerformanceChart records={compared} period={parsed.period} />
            </Suspense>
          </Section>
          <Section id="compare-fundamentals" title="營收與利潤率" note="最近財年" testId="compare-fundamentals-section">
            {selection.withoutStatements.length > 0 && (
              <p className={noteClass} data-testid="compare-no-statements">
                {selection.withoutStatements.map((record) => displayName(record)).join('、')}是指數或 ETF，沒有財務報表，營收與利潤率只比較個股。
              </p>
            )}
            {selection.withoutStatements.length < compared.length ? (
              <>
                <p className={noteClass}>營收年增率與利潤率取最高者標示；利潤率變化是與前一財年相比，相差幾個百分點（營益率即營業利益率）。</p>
                <Suspense fallback={<FundamentalsCompareSkeleton />}>
                  <FundamentalsCompare records={compared} />
                </Suspense>
              </>
            ) : null}
          </Section>
        </>
      )}
      {compared.length < MAX_COMPARED && (
        <Section id="compare-add" title="加入比較" testId="compare-add">
          <Suspense fallback={<SuggestionsSkeleton />}>
            <CompareSuggestions compared={compared} period={parsed.period} />
          </Suspense>
          <AddSymbolForm ids={ids} period={parsed.period} />
        </Section>
      )}
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '6', maxW: '1080px', w: '100%', mx: 'auto', minW: 0 });
const errorTitleClass = css({ m: 0, fontSize: '22px', fontWeight: 700 });
const inviteClass = css({ m: 0, fontSize: '15px', color: 'ink', bg: 'surface', borderRadius: 'lg', p: '4' });
const noteClass = css({ m: 0, fontSize: '13px', color: 'muted' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
