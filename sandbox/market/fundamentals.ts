import type { CatalogueEntry } from '../catalogue/types.ts';
import { newYorkClock } from './calendar.ts';
import { dividendPerShare } from './dividends.ts';
import { type EarningsSlot, earningsSlot, latestReportedSlot, quarterFromOrdinal, quarterOrdinal } from './earnings-calendar.ts';
import { LruCache } from './lru.ts';
import { symbolParams } from './params.ts';
import { createRandom } from './prng.ts';
import { dailySeries, indexOnOrBefore } from './series.ts';

/**
 * Quarterly fundamentals, generated quarter by quarter from a fixed start so a reported quarter
 * never changes. The statements are built to add up: gross profit = revenue − cost, net income
 * flows into operating cash flow, cash on the balance sheet moves by the cash flow's net change,
 * equity = assets − liabilities, dividends paid = dividend per share × shares, EPS = net income ÷
 * shares. Revenue is scaled so the year before the anchor quarter matches the company's size.
 */
// The fields are grouped by statement, a line per group, as the statements list them: kept so by hand.
// prettier-ignore
export interface QuarterFigures {
  slot: EarningsSlot;
  /** Close on the quarter's last trading day. */
  periodEndPrice: number;
  revenue: number; costOfRevenue: number; grossProfit: number;
  researchAndDevelopment: number; sellingGeneralAdministrative: number; operatingExpenses: number;
  operatingIncome: number; interestExpense: number; otherIncome: number; pretaxIncome: number;
  incomeTax: number; netIncome: number; ebitda: number;
  basicShares: number; dilutedShares: number; epsBasic: number; epsDiluted: number;
  cashAndEquivalents: number; shortTermInvestments: number; accountsReceivable: number; inventory: number;
  otherCurrentAssets: number; totalCurrentAssets: number; propertyPlantEquipment: number;
  goodwillAndIntangibles: number; otherNonCurrentAssets: number; totalNonCurrentAssets: number; totalAssets: number;
  accountsPayable: number; shortTermDebt: number; otherCurrentLiabilities: number; totalCurrentLiabilities: number;
  longTermDebt: number; otherNonCurrentLiabilities: number; totalLiabilities: number; totalEquity: number;
  depreciationAmortization: number; stockBasedCompensation: number; changeInWorkingCapital: number;
  otherOperatingActivities: number; operatingCashFlow: number; capitalExpenditure: number;
  otherInvestingActivities: number; investingCashFlow: number; dividendsPaid: number; shareRepurchase: number;
  debtIssuance: number; otherFinancingActivities: number; financingCashFlow: number; netChangeInCash: number;
  freeCashFlow: number; dividendPerShare: number;
}

const FIRST_YEAR = 2017;
const ANCHOR = { year: 2026, quarter: 2 } as const;
const TYPICAL_PE: Readonly<Record<string, number>> = {
  'Information Technology': 32,
  'Communication Services': 22,
  'Consumer Discretionary': 26,
  'Consumer Staples': 22,
  'Health Care': 24,
  Financials: 14,
  Industrials: 24,
  Energy: 13,
  Materials: 19,
  'Real Estate': 35,
  Utilities: 19,
};
const GROSS_MARGIN: Readonly<Record<string, number>> = {
  'Information Technology': 0.6,
  'Communication Services': 0.55,
  'Consumer Discretionary': 0.38,
  'Consumer Staples': 0.35,
  'Health Care': 0.6,
  Financials: 0.75,
  Industrials: 0.32,
  Energy: 0.3,
  Materials: 0.28,
  'Real Estate': 0.65,
  Utilities: 0.45,
};
/** [days of inventory, PP&E per revenue, long-term debt per revenue] */
const INTENSITY: Readonly<Record<string, readonly [number, number, number]>> = {
  'Information Technology': [60, 0.2, 0.3],
  'Communication Services': [10, 0.6, 0.6],
  'Consumer Discretionary': [70, 0.3, 0.4],
  'Consumer Staples': [45, 0.3, 0.45],
  'Health Care': [90, 0.2, 0.45],
  Financials: [0, 0.05, 1.2],
  Industrials: [80, 0.3, 0.4],
  Energy: [20, 1.2, 0.3],
  Materials: [60, 0.8, 0.4],
  'Real Estate': [0, 5, 3],
  Utilities: [20, 3, 1.8],
};

const thousands = (value: number) => Math.round(value / 1000) * 1000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function generate(entry: CatalogueEntry, lastOrdinal: number, todayDay: number): QuarterFigures[] {
  const params = symbolParams(entry);
  const sector = entry.sector ?? 'Industrials';
  // Three independent streams (traits, revenue path, quarter details), each stepped from the first
  // quarter, so that generating more quarters never shifts the draws of earlier ones.
  const random = createRandom(`fundamentals:traits:${entry.id}`);
  const revenueRandom = createRandom(`fundamentals:revenue:${entry.id}`);
  const priceToSales = (params.shares * params.anchorPrice) / (params.revenue ?? 1);
  const lossMaker = !entry.wellKnown && !entry.sp500 && random.chance(entry.industry === 'Biotechnology' ? 0.7 : 0.3);
  const pe = (TYPICAL_PE[sector] ?? 20) * random.between(0.8, 1.25);
  const netMargin = lossMaker ? -random.between(0.05, 0.6) : clamp(priceToSales / pe, 0.02, 0.5);
  const taxRate = random.between(0.13, 0.23);
  const interestRatio = random.between(0.003, 0.02);
  const otherRatio = random.between(-0.004, 0.012);
  const operatingMargin = (netMargin > 0 ? netMargin / (1 - taxRate) : netMargin) + interestRatio - otherRatio;
  const grossMargin = clamp(Math.max(GROSS_MARGIN[sector] ?? 0.4, operatingMargin + 0.08) + random.between(-0.05, 0.05), 0.1, 0.95);
  const researchShare = ['Information Technology', 'Health Care'].includes(sector) ? random.between(0.35, 0.6) : random.between(0, 0.15);
  const growth = clamp(0.03 + 0.012 * priceToSales + random.normal() * 0.04, -0.08, 0.6) / 4;
  const seasonal = [0, 0, 0, 0].map(() => random.between(-0.04, 0.04));
  if (sector === 'Consumer Discretionary') seasonal[3] = (seasonal[3] ?? 0) + 0.08;
  const [inventoryDays, ppeIntensity, debtIntensity] = INTENSITY[sector] ?? [40, 0.4, 0.4];
  const receivableDays = random.between(30, 70);
  const payableDays = random.between(30, 60);
  // Buy back no more than free cash flow after dividends allows (roughly earnings yield minus
  // dividend yield); loss makers and young companies issue shares instead.
  const dividendYield = (params.quarterlyDividend * 4) / params.anchorPrice;
  const buybackRoom = Math.max(0, (netMargin > 0 ? 0.8 / pe : 0) - dividendYield);
  const buysBack = netMargin > 0 && random.chance(entry.sp500 || entry.wellKnown ? 0.92 : 0.6);
  const shareDrift = buysBack ? -random.between(0, buybackRoom) / 4 : random.between(0, 0.01);
  const maximumCashRatio = random.between(0.15, 0.5);
  const firstOrdinal = quarterOrdinal(FIRST_YEAR, 1);
  const anchorOrdinal = quarterOrdinal(ANCHOR.year, ANCHOR.quarter);
  const series = dailySeries(entry, todayDay);

  // Revenue path first, so that the year before the anchor can be scaled to the company's size.
  const count = lastOrdinal - firstOrdinal + 1;
  const rawRevenue: number[] = [];
  let level = 0;
  for (let k = 0; k < count; k++) {
    level = 0.6 * level + revenueRandom.normal() * 0.025;
    rawRevenue.push(Math.exp(growth * k + (seasonal[k % 4] ?? 0) + level));
  }
  const anchorK = anchorOrdinal - firstOrdinal;
  const ttm = rawRevenue.slice(Math.max(0, anchorK - 3), anchorK + 1).reduce((sum, value) => sum + value, 0) || 1;
  const scale = (params.revenue ?? 1e8) / ttm;

  const figures: QuarterFigures[] = [];
  const quarterRandom = createRandom(`fundamentals:quarters:${entry.id}`);
  let previous: QuarterFigures | null = null;
  const firstAnnual = (rawRevenue[0] ?? 1) * scale * 4;
  let cash = firstAnnual * quarterRandom.between(0.08, 0.35);
  let ppe = firstAnnual * ppeIntensity * quarterRandom.between(0.7, 1.3);
  let goodwill = firstAnnual * quarterRandom.between(0, 0.8);
  let longTermDebt = firstAnnual * debtIntensity * quarterRandom.between(0.4, 1.4);
  let investments = firstAnnual * quarterRandom.between(0, 0.25);
  for (let k = 0; k < count; k++) {
    const { year, quarter } = quarterFromOrdinal(firstOrdinal + k);
    const slot = earningsSlot(entry.id, year, quarter);
    const priceIndex = indexOnOrBefore(series, slot.periodEnd);
    const price = (series.close[Math.max(priceIndex, 0)] as number) || params.anchorPrice;
    const revenue = thousands((rawRevenue[k] ?? 1) * scale);
    const annualized = revenue * 4;
    const margin = (value: number) => value + quarterRandom.normal() * 0.012;
    const costOfRevenue = thousands(revenue * (1 - margin(grossMargin)));
    const grossProfit = revenue - costOfRevenue;
    const operatingIncomeTarget = revenue * margin(operatingMargin);
    const operatingExpenses = Math.max(thousands(grossProfit - operatingIncomeTarget), thousands(revenue * 0.02));
    const researchAndDevelopment = thousands(operatingExpenses * researchShare);
    const sellingGeneralAdministrative = operatingExpenses - researchAndDevelopment;
    const operatingIncome = grossProfit - operatingExpenses;
    const interestExpense = thousands(longTermDebt * 0.011 + revenue * interestRatio * 0.2);
    const otherIncome = thousands(revenue * otherRatio + (cash + investments) * 0.008);
    const pretaxIncome = operatingIncome - interestExpense + otherIncome;
    const incomeTax = pretaxIncome > 0 ? thousands(pretaxIncome * taxRate) : 0;
    const netIncome = pretaxIncome - incomeTax;
    const dilutedShares = thousands(params.shares * Math.exp(shareDrift * (k - anchorK)) * (1 + quarterRandom.normal() * 0.001));
    const basicShares = thousands(dilutedShares / quarterRandom.between(1.002, 1.02));
    const depreciationAmortization = thousands(ppe * quarterRandom.between(0.02, 0.035) + goodwill * 0.01);
    ppe = ppe + depreciationAmortization * quarterRandom.between(1.05, 1.6) - depreciationAmortization;
    const capex = thousands(Math.max(0, ppe - (previous?.propertyPlantEquipment ?? ppe) + depreciationAmortization));
    const propertyPlantEquipment = thousands(ppe);
    goodwill = goodwill * 0.99;
    const goodwillAndIntangibles = thousands(goodwill);
    const accountsReceivable = thousands((revenue * receivableDays) / 91);
    const inventory = thousands((costOfRevenue * inventoryDays) / 91);
    const accountsPayable = thousands((costOfRevenue * payableDays) / 91);
    const workingCapitalChange = previous ? -(accountsReceivable - previous.accountsReceivable) - (inventory - previous.inventory) + (accountsPayable - previous.accountsPayable) : 0;
    const stockBasedCompensation = thousands(revenue * (sector === 'Information Technology' ? 0.05 : 0.01));
    const otherOperatingActivities = thousands(revenue * quarterRandom.normal() * 0.005);
    const operatingCashFlow = netIncome + depreciationAmortization + stockBasedCompensation + workingCapitalChange + otherOperatingActivities;
    const newInvestments = Math.max(0, investments + annualized * quarterRandom.normal() * 0.01);
    let otherInvestingActivities = -thousands(newInvestments - investments);
    investments = newInvestments;
    const capitalExpenditure = -capex;
    const dps = dividendPerShare(entry, year, quarter);
    const dividendsPaid = -thousands(dps * basicShares);
    const retired = previous ? previous.dilutedShares - dilutedShares : 0;
    // Buybacks never exceed the free cash flow left after dividends (the share count path is
    // smooth; older prices may make its cost look cheap or dear, so the cost is capped).
    const affordable = Math.max(0, operatingCashFlow - capex + dividendsPaid);
    const shareRepurchase = -thousands(Math.min(Math.max(0, retired) * price, affordable * 0.9));
    let otherFinancingActivities = thousands(Math.max(0, -retired) * price * 0.2);
    // Debt grows with the business; below-minimum cash is borrowed, cash above the company's
    // usual pile is moved into short-term investments.
    let debtIssuance = previous ? thousands((annualized - previous.revenue * 4) * debtIntensity * 0.6) : 0;
    let netChangeInCash = operatingCashFlow + capitalExpenditure + otherInvestingActivities + dividendsPaid + shareRepurchase + otherFinancingActivities + debtIssuance;
    // Keep a working minimum of cash: profitable companies borrow, loss makers sell shares.
    const minimumCash = annualized * 0.04;
    if (cash + netChangeInCash < minimumCash) {
      const raised = thousands(minimumCash - (cash + netChangeInCash));
      if (netIncome > 0) debtIssuance += raised;
      else otherFinancingActivities += raised;
      netChangeInCash += raised;
    }
    const maximumCash = annualized * maximumCashRatio;
    if (cash + netChangeInCash > maximumCash) {
      const invested = thousands(cash + netChangeInCash - maximumCash);
      investments += invested;
      otherInvestingActivities -= invested;
      netChangeInCash -= invested;
    }
    cash += netChangeInCash;
    longTermDebt = Math.max(0, longTermDebt + debtIssuance);
    const financingCashFlow = dividendsPaid + shareRepurchase + debtIssuance + otherFinancingActivities;
    const investingCashFlow = capitalExpenditure + otherInvestingActivities;
    const cashAndEquivalents = thousands(cash);
    cash = cashAndEquivalents;
    const shortTermInvestments = thousands(investments);
    const otherCurrentAssets = thousands(annualized * 0.03);
    const totalCurrentAssets = cashAndEquivalents + shortTermInvestments + accountsReceivable + inventory + otherCurrentAssets;
    const otherNonCurrentAssets = thousands(annualized * 0.1);
    const totalNonCurrentAssets = propertyPlantEquipment + goodwillAndIntangibles + otherNonCurrentAssets;
    const shortTermDebt = thousands(longTermDebt * 0.08);
    const otherCurrentLiabilities = thousands(annualized * 0.08);
    const totalCurrentLiabilities = accountsPayable + shortTermDebt + otherCurrentLiabilities;
    const longTermDebtReported = thousands(longTermDebt * 0.92);
    const otherNonCurrentLiabilities = thousands(annualized * 0.08);
    const totalLiabilities = totalCurrentLiabilities + longTermDebtReported + otherNonCurrentLiabilities;
    const totalAssets = totalCurrentAssets + totalNonCurrentAssets;
    // prettier-ignore
    const current: QuarterFigures = {
      slot, periodEndPrice: price,
      revenue, costOfRevenue, grossProfit, researchAndDevelopment, sellingGeneralAdministrative, operatingExpenses,
      operatingIncome, interestExpense, otherIncome, pretaxIncome, incomeTax, netIncome,
      ebitda: operatingIncome + depreciationAmortization,
      basicShares, dilutedShares,
      epsBasic: Math.round((netIncome / basicShares) * 100) / 100,
      epsDiluted: Math.round((netIncome / dilutedShares) * 100) / 100,
      cashAndEquivalents, shortTermInvestments, accountsReceivable, inventory, otherCurrentAssets, totalCurrentAssets,
      propertyPlantEquipment, goodwillAndIntangibles, otherNonCurrentAssets, totalNonCurrentAssets, totalAssets,
      accountsPayable, shortTermDebt, otherCurrentLiabilities, totalCurrentLiabilities,
      longTermDebt: longTermDebtReported, otherNonCurrentLiabilities, totalLiabilities,
      totalEquity: totalAssets - totalLiabilities,
      depreciationAmortization, stockBasedCompensation, changeInWorkingCapital: workingCapitalChange, otherOperatingActivities,
      operatingCashFlow, capitalExpenditure, otherInvestingActivities, investingCashFlow, dividendsPaid, shareRepurchase,
      debtIssuance, otherFinancingActivities, financingCashFlow, netChangeInCash,
      freeCashFlow: operatingCashFlow + capitalExpenditure,
      dividendPerShare: dps,
    };
    figures.push(current);
    previous = current;
  }
  return figures;
}

const cache = new LruCache<string, { entry: CatalogueEntry; figures: QuarterFigures[] }>(300);

/** Every quarter from 2017Q1 to the latest reported one at `nowMs`, oldest first. */
export function quarterlyFigures(entry: CatalogueEntry, nowMs: number): QuarterFigures[] {
  const latest = latestReportedSlot(entry.id, nowMs);
  const key = `${entry.id}:${latest.key}`;
  const cached = cache.get(key);
  if (cached && cached.entry === entry) return cached.figures;
  const figures = generate(entry, quarterOrdinal(latest.fiscalYear, latest.fiscalQuarter), newYorkClock(nowMs).day);
  cache.set(key, { entry, figures });
  return figures;
}

/** Whether a catalogue entry publishes financial statements (indices and ETFs do not). */
export const hasStatements = (entry: CatalogueEntry): boolean => !entry.isIndex && !entry.isEtf;
