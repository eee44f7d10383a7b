import type { CatalogueEntry } from '../catalogue/types.ts';
import { quarterlyFigures, type QuarterFigures } from './fundamentals.ts';
import { displayName } from './profile.ts';
import { createRandom } from './prng.ts';
import { quarterZh, usdZh } from './zh-format.ts';

/**
 * Earnings calls: one per reported quarter, with a short zh-TW summary written from that
 * quarter's own statements (so the numbers match the finance pages) and a seeded consensus.
 */
export interface EarningsCall {
  id: string;
  /** YYYYQn. */
  quarter: string;
  fiscalYear: number;
  fiscalQuarter: number;
  /** ISO time of the call (08:30 or 17:00 New York). */
  date: string;
  title: string;
  summary: string;
  revenue: number;
  /** Year-over-year revenue growth, percent (null without the year-ago quarter). */
  revenueGrowth: number | null;
  epsDiluted: number;
  /** Analysts' consensus EPS before the release. */
  epsEstimate: number;
  /** (actual − estimate) / |estimate| × 100. */
  surprisePercent: number | null;
}

export const EARNINGS_CALLS_SHOWN = 12;

const OUTLOOK: Readonly<Record<string, readonly string[]>> = {
  'Information Technology': [
    '管理層表示 AI 相關需求持續強勁，資料中心客戶擴大資本支出。',
    '公司預期下一季營收將季增，並持續投資先進產品研發。',
    '經營團隊提到供應鏈吃緊狀況逐步緩解，毛利率可望維持高檔。',
  ],
  'Health Care': ['管理層更新新藥研發進度，並上調全年營收展望。', '公司表示主力產品銷售穩健，將持續投入臨床試驗。'],
  Financials: ['管理層指出淨利息收入穩定，信用品質維持良好。', '公司表示投資銀行與交易業務回溫，並持續執行庫藏股計畫。'],
  Energy: ['管理層表示將維持資本紀律，並持續透過股利與庫藏股回饋股東。'],
  'Consumer Discretionary': ['管理層表示消費需求仍具韌性，將持續拓展數位通路。', '公司提到促銷活動帶動銷量，但對下半年消費動能保持審慎。'],
  'Consumer Staples': ['管理層表示價格調漲效果顯現，銷量維持穩定。'],
};

const GENERIC_OUTLOOK: readonly string[] = [
  '管理層維持全年財測不變，並將持續控管營運成本。',
  '經營團隊表示訂單能見度良好，對未來幾季營運保持樂觀。',
  '公司表示將持續投資核心業務，並審慎看待總體經濟變化。',
];

function callFor(entry: CatalogueEntry, quarter: QuarterFigures, yearAgo: QuarterFigures | undefined): EarningsCall {
  const { slot } = quarter;
  const random = createRandom(`call:${entry.id}:${slot.key}`);
  const surprise = random.normal() * 0.05 + 0.03;
  const epsEstimate = Math.round((quarter.epsDiluted / (1 + surprise)) * 100) / 100;
  const surprisePercent = epsEstimate === 0 ? null : Math.round(((quarter.epsDiluted - epsEstimate) / Math.abs(epsEstimate)) * 10_000) / 100;
  const revenueGrowth = yearAgo && yearAgo.revenue !== 0 ? Math.round(((quarter.revenue - yearAgo.revenue) / Math.abs(yearAgo.revenue)) * 10_000) / 100 : null;
  const name = displayName(entry);
  const growthText = revenueGrowth === null ? '' : `，年${revenueGrowth >= 0 ? '增' : '減'} ${Math.abs(revenueGrowth).toFixed(1)}%`;
  const versus = quarter.epsDiluted >= epsEstimate ? '優於' : '低於';
  const outlook = random.pick(OUTLOOK[entry.sector ?? ''] ?? GENERIC_OUTLOOK);
  return {
    id: `${entry.id}-${slot.key}`,
    quarter: slot.key,
    fiscalYear: slot.fiscalYear,
    fiscalQuarter: slot.fiscalQuarter,
    date: new Date(slot.callAt).toISOString(),
    title: `${name} ${slot.fiscalYear} 年${quarterZh(slot.fiscalQuarter)}財報電話會議`,
    summary:
      `${name}${quarterZh(slot.fiscalQuarter)}營收 ${usdZh(quarter.revenue)}${growthText}；` +
      `稀釋每股盈餘 ${quarter.epsDiluted.toFixed(2)} 美元，${versus}市場預期的 ${epsEstimate.toFixed(2)} 美元。${outlook}`,
    revenue: quarter.revenue,
    revenueGrowth,
    epsDiluted: quarter.epsDiluted,
    epsEstimate,
    surprisePercent,
  };
}

/** The latest calls, newest first. */
export function earningsCalls(entry: CatalogueEntry, nowMs: number): EarningsCall[] {
  const quarters = quarterlyFigures(entry, nowMs);
  const calls: EarningsCall[] = [];
  for (let i = quarters.length - 1; i >= 0 && calls.length < EARNINGS_CALLS_SHOWN; i--) {
    const quarter = quarters[i] as QuarterFigures;
    if (quarter.slot.callAt > nowMs) continue;
    calls.push(callFor(entry, quarter, quarters[i - 4]));
  }
  return calls;
}
