export { ADR_PAIRS_TIMEOUT_MS, getAdrPairs, getTaiwanCloses, getTwseCalendar, getUsdTwdRates } from './client';
export type { AdrPair } from './schemas';
