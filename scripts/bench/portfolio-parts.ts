/**
 * The parts of /portfolio's profile the bench (portfolio.ts) reports apart, by the functions under each. The chart's: what its Suspense boundary waits for and draws, and the upstream answers it reads (an
 * async function's continuation has no caller on the profiler's stack, so the closes' reading and checking
 * is found by the upstream client's own functions: on this page the chart makes all but a handful of those calls).
 */
export const PARTS = {
  ledgers: ['readLedger', 'readSummary'],
  holdings: ['HoldingsSection', 'HoldingsView', 'Holdings', 'pricesOf', 'priceHoldings', 'finishRows', 'largestHoldings', 'HoldingsTable', 'summariseGains', 'SplitProposals', 'splitProposals'],
  income: ['IncomeSection', 'figuresByYear', 'SalesTable', 'YearTable'],
  chart: [
    'PerformanceChart',
    'loadPerformance',
    'computePerformance',
    'computeInStore',
    'closesOf',
    'readKeptMarket',
    'keepMarket',
    'readKeptPerformance',
    'keepPerformance',
    'timeWeightedReturns',
    'ReturnChart',
    'mapLimited',
    'valuationCloses',
    'upstreamRequest',
    'edgeCached',
    'readEntry',
    'decodeAnswer',
    'fetchText',
  ],
};
