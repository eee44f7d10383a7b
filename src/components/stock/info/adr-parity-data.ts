import { type AdrComparison, compareAdr, type PremiumPoint, premiumHistory } from '@/lib/market/adr-parity';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory } from '@/lib/upstream/business';
import { type AdrPair, getTaiwanCloses, getTwseCalendar, getUsdTwdRates } from '@/lib/upstream/taiwan-market';

export interface AdrParityData {
  comparison: AdrComparison | null;
  /** The premium at each New York close of the last year. */
  history: PremiumPoint[];
}

/**
 * What the ADR section shows, from four calls made at once: the listing's Taiwan closes, USD/TWD and the
 * TWSE calendar (Taiwan-market service), and the ADR's year of daily bars (business service), whose last
 * bar is its latest price. The calendar only names a holiday: without it the section still says which
 * close it used, so its failure is tolerated; any other failure throws (the section's error state).
 */
export async function loadAdrParity(pair: AdrPair): Promise<AdrParityData> {
  const ctx = getUpstreamContext();
  const [closes, rates, calendar, adr] = await Promise.all([
    getTaiwanCloses(ctx, pair.twseCode),
    getUsdTwdRates(ctx),
    getTwseCalendar(ctx).catch((err: unknown) => {
      console.error('[stock] TWSE calendar', err);
      return null;
    }),
    getPriceHistory(ctx, pair.adrSymbol, '1Y'),
  ]);
  const adrCloses = adr.bars.map((bar) => ({ date: bar.date, close: bar.close }));
  const last = adrCloses.at(-1);
  const comparison = last
    ? compareAdr({ adrPrice: last.close, adrDate: last.date, closes: closes.closes, rates: rates.rates, sharesPerAdr: pair.sharesPerAdr, holidays: calendar?.holidays ?? [] })
    : null;
  return { comparison, history: premiumHistory(adrCloses, closes.closes, rates.rates, pair.sharesPerAdr) };
}
