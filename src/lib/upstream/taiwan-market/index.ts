export { ADR_PAIRS_TIMEOUT_MS, getAdrPairs, getTaiwanCloses, getTwseCalendar, getUsdTwdRates } from './client';
export { type AdrPair, AdrPairsSchema, type TaiwanCloses, TaiwanClosesSchema, type TwseCalendar, TwseCalendarSchema, type UsdTwdRates, UsdTwdRatesSchema } from './schemas';
