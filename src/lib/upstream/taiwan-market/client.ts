import { POLICIES } from '../cache-policy';
import { upstreamRequest, type UpstreamContext } from '../http';
import { type AdrPair, AdrPairsSchema, type TaiwanCloses, TaiwanClosesSchema, type TwseCalendar, TwseCalendarSchema, type UsdTwdRates, UsdTwdRatesSchema } from './schemas';

/**
 * The Taiwan-market and FX service: public reference data, no token. Every call states its edge-cache
 * policy (cache-policy.ts) and goes through the one fetch wrapper (timeout, breaker, schema, typed errors).
 * Without `from`/`to` the service answers its last 380 days, which is what the ADR section wants and
 * gives every reader one cache key.
 */

/** How long the pairs lookup may hold up a stock page (it decides whether the ADR section exists at all). */
export const ADR_PAIRS_TIMEOUT_MS = 1500;

/** GET /api/adr-pairs: every ADR with a Taiwan listing, and its shares per ADR. */
export async function getAdrPairs(ctx: UpstreamContext): Promise<AdrPair[]> {
  return (await upstreamRequest(ctx, { service: 'taiwan-market', path: '/api/adr-pairs', cache: POLICIES.adrPairs, schema: AdrPairsSchema })).data;
}

/** GET /api/closes/{code}: the listing's daily closes in TWD over the last year, oldest first. */
export async function getTaiwanCloses(ctx: UpstreamContext, twseCode: string): Promise<TaiwanCloses> {
  const path = `/api/closes/${encodeURIComponent(twseCode)}`;
  return (await upstreamRequest(ctx, { service: 'taiwan-market', path, cache: POLICIES.taiwanCloses, schema: TaiwanClosesSchema })).data;
}

/** GET /api/fx/usd-twd: USD/TWD closing rates over the last year, oldest first. */
export async function getUsdTwdRates(ctx: UpstreamContext): Promise<UsdTwdRates> {
  return (await upstreamRequest(ctx, { service: 'taiwan-market', path: '/api/fx/usd-twd', cache: POLICIES.taiwanCloses, schema: UsdTwdRatesSchema })).data;
}

/**
 * The rates, or null when the service cannot answer (logged under `label`): for the portfolio, which
 * then shows US$ only or leaves a rate for the member to type, never a broken page.
 */
export async function usdTwdRatesOrNull(ctx: UpstreamContext, label: string): Promise<UsdTwdRates['rates'] | null> {
  try {
    return (await getUsdTwdRates(ctx)).rates;
  } catch (err) {
    console.error(`${label} USD/TWD rates unavailable`, err);
    return null;
  }
}

/** GET /api/calendar: the TWSE's closed weekdays over the last year, with their names. */
export async function getTwseCalendar(ctx: UpstreamContext): Promise<TwseCalendar> {
  return (await upstreamRequest(ctx, { service: 'taiwan-market', path: '/api/calendar', cache: POLICIES.twseCalendar, schema: TwseCalendarSchema })).data;
}
