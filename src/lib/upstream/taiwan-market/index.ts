export { ADR_PAIRS_TIMEOUT_MS, getAdrPairs, getTaiwanCloses, getTwseCalendar, getUsdTwdRates, usdTwdRatesOrNull } from './client';
export type { AdrPair } from './schemas';
