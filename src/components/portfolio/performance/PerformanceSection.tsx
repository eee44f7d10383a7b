import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { RangeLink, RangeNav } from '@/components/stock/price/RangeLinks';
import { Section } from '@/components/ui/Section';
import type { MemberStore } from '@/lib/member/member-store';
import { Skeleton } from '@/components/ui/Skeleton';
import { accountHref, portfolioHref } from '@/lib/portfolio/routes';
import { CURRENCY_LABELS, parsePerformanceChoice, PERFORMANCE_PERIODS, type PerformanceChoice, performanceQuery, PERIOD_LABELS, RETURN_CURRENCIES } from '@/lib/portfolio/performance-periods';
import type { LoadedAccount } from '../portfolio-data';
import { PERFORMANCE_CHART_HEIGHT, PerformanceChart } from './PerformanceChart';

const SWITCH_HEIGHT = 36;
export const PERFORMANCE_SECTION_ID = 'portfolio-performance';

/**
 * 報酬率走勢: the time-weighted return of the accounts in scope against SPY, in NT$ or US$. The choice
 * is two rows of plain links (the page's query), in the first HTML; the chart waits on the price
 * service behind a Suspense boundary of its own, so the holdings above it never wait for it. Given the
 * member's `store`, the store computes the chart beside the transactions; without one (accounts given
 * with their transactions) it is computed here from them.
 */
export function PerformanceSection({ accounts, scope, query, store }: { accounts: LoadedAccount[]; scope: 'all' | number; query: string; store?: MemberStore }) {
  const choice = parsePerformanceChoice(query);
  const inScope = scope === 'all' ? accounts : accounts.filter((loaded) => loaded.account.id === scope);
  const path = scope === 'all' ? portfolioHref() : accountHref(scope);
  const href = (change: Partial<PerformanceChoice>) => `${path}${performanceQuery(query, { ...choice, ...change })}`;
  return (
    <Section id={PERFORMANCE_SECTION_ID} title="報酬率走勢" testId="portfolio-performance" note="時間加權，不受入金出金影響">
      <div className={switchesClass}>
        <RangeNav label="報酬率期間" barHeight={SWITCH_HEIGHT} tight>
          {PERFORMANCE_PERIODS.map((period) => (
            <RangeLink key={period} href={href({ period })} current={period === choice.period} title={`${PERIOD_LABELS[period]}報酬率`} data-period={period}>
              {PERIOD_LABELS[period]}
            </RangeLink>
          ))}
        </RangeNav>
        <RangeNav label="報酬率幣別" barHeight={SWITCH_HEIGHT}>
          {RETURN_CURRENCIES.map((currency) => (
            <RangeLink key={currency} href={href({ currency })} current={currency === choice.currency} title={`以${CURRENCY_LABELS[currency]}計算`} data-currency={currency}>
              {CURRENCY_LABELS[currency]}
            </RangeLink>
          ))}
        </RangeNav>
      </div>
      <Suspense fallback={<Skeleton height={PERFORMANCE_CHART_HEIGHT} label="載入報酬率走勢…" />}>
        <PerformanceChart accounts={inScope} choice={choice} store={store} />
      </Suspense>
    </Section>
  );
}

const switchesClass = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: '3', minW: 0 });
