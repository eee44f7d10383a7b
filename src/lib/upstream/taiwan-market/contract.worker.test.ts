import { describe, expect, it } from 'vitest';
import { sandboxContext } from '@tests/upstream-context';
import { getAdrPairs, getTaiwanCloses, getTwseCalendar, getUsdTwdRates } from './client';

/** Each taiwan-market client function against the running sandbox: a successful parse is the contract. */
describe('taiwan-market contract', () => {
  it('the pairs: TSM ↔ 2330 (5), UMC ↔ 2303 (5), ASX ↔ 3711 (2), CHT ↔ 2412 (10)', async () => {
    const pairs = await getAdrPairs(sandboxContext());
    expect(pairs.map((pair) => `${pair.adrSymbol}:${pair.twseCode}:${pair.sharesPerAdr}`)).toEqual(['TSM:2330:5', 'UMC:2303:5', 'ASX:3711:2', 'CHT:2412:10']);
    expect(pairs[0]?.nameZh).toBe('台積電');
  });

  it('a year of closes in TWD and of USD/TWD, on the same Taiwan trading days, none in the future', async () => {
    const [closes, rates] = await Promise.all([getTaiwanCloses(sandboxContext(), '2330'), getUsdTwdRates(sandboxContext())]);
    expect(closes.currency).toBe('TWD');
    expect(closes.closes.length).toBeGreaterThan(230);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((closes.closes.at(-1)?.date ?? '') <= today).toBe(true);
    // The rate of a day is fixed at 16:00 Taipei, its close at 13:30, and each answer is the year before its
    // own last day: from 13:30 to 16:00 the closes reach a day further, at both ends. Over the days both
    // cover, the same Taiwan trading days; beyond them, at most one close at either end.
    const closeDays = closes.closes.map((c) => c.date);
    const rateDays = rates.rates.map((r) => r.date);
    const first = [closeDays[0] ?? '', rateDays[0] ?? ''].sort()[1] ?? '';
    const last = [closeDays.at(-1) ?? '', rateDays.at(-1) ?? ''].sort()[0] ?? '';
    const both = (days: string[]) => days.filter((day) => day >= first && day <= last);
    expect(both(closeDays)).toEqual(both(rateDays));
    expect(both(closeDays).length).toBeGreaterThan(230);
    expect(closeDays.length - both(closeDays).length).toBeLessThanOrEqual(1);
    expect(rateDays.length - both(rateDays).length).toBeLessThanOrEqual(1);
  });

  it("the calendar names the year's holidays; an unknown code is a 404", async () => {
    const calendar = await getTwseCalendar(sandboxContext());
    expect(calendar.holidays.some((holiday) => holiday.name === '中秋節')).toBe(true);
    await expect(getTaiwanCloses(sandboxContext(), '9999')).rejects.toMatchObject({ status: 404, service: 'taiwan-market' });
  });
});
