import { describe, expect, it } from 'vitest';
import { compareAdr, lastOnOrBefore, MAX_STALE_DAYS, parityPrice, premiumHistory, premiumPercent, summarisePremium } from './adr-parity';

const closes = [
  { date: '2026-09-23', close: 1400 },
  { date: '2026-09-24', close: 1410 },
  // 9/25 中秋節: no close
  { date: '2026-09-29', close: 1420 },
];
const rates = [
  { date: '2026-09-23', rate: 31 },
  { date: '2026-09-24', rate: 31.5 },
  { date: '2026-09-29', rate: 32 },
];
const holidays = [
  { date: '2026-09-25', name: '中秋節' },
  { date: '2026-09-28', name: '教師節' },
];

describe('parity and premium', () => {
  it('parity = Taiwan close × shares per ADR ÷ USD/TWD; the ratio matters', () => {
    expect(parityPrice(1400, 5, 31)).toBeCloseTo(225.806, 3);
    expect(parityPrice(140, 2, 31)).toBeCloseTo(9.032, 3);
    expect(parityPrice(125, 10, 31.25)).toBe(40);
  });

  it('premium % = ADR ÷ parity − 1: positive a premium, negative a discount, zero at parity', () => {
    expect(premiumPercent(264, 225)).toBeCloseTo(17.333, 3);
    expect(premiumPercent(38, 40)).toBeCloseTo(-5, 9);
    expect(premiumPercent(40, 40)).toBe(0);
  });

  it('no rate, a zero or negative rate, a missing close or ratio: no parity and no premium, never Infinity or NaN', () => {
    expect(parityPrice(1400, 5, null)).toBeNull();
    expect(parityPrice(1400, 5, undefined)).toBeNull();
    expect(parityPrice(1400, 5, 0)).toBeNull();
    expect(parityPrice(1400, 5, -31)).toBeNull();
    expect(parityPrice(1400, 5, Number.NaN)).toBeNull();
    expect(parityPrice(0, 5, 31)).toBeNull();
    expect(parityPrice(1400, 0, 31)).toBeNull();
    expect(premiumPercent(250, null)).toBeNull();
    expect(premiumPercent(0, 225)).toBeNull();
  });
});

describe('lastOnOrBefore', () => {
  it('finds the date itself, else the last before it, else nothing; never a row too old', () => {
    expect(lastOnOrBefore(closes, '2026-09-24')?.close).toBe(1410);
    expect(lastOnOrBefore(closes, '2026-09-28')?.close).toBe(1410);
    expect(lastOnOrBefore(closes, '2026-09-01')).toBeNull();
    expect(lastOnOrBefore(closes, '2026-10-08')?.close).toBe(1420);
    expect(MAX_STALE_DAYS).toBe(14);
    expect(lastOnOrBefore(closes, '2026-10-14')).toBeNull();
    expect(lastOnOrBefore([], '2026-10-14')).toBeNull();
  });
});

describe('compareAdr: which close is used', () => {
  it("both markets traded on the ADR's date: that day's close and rate", () => {
    const result = compareAdr({ adrPrice: 264, adrDate: '2026-09-24', closes: closes.slice(0, 2), rates, sharesPerAdr: 5, holidays });
    expect(result?.closeUsed).toEqual({ kind: 'same-day' });
    expect(result?.taiwan).toEqual({ date: '2026-09-24', close: 1410 });
    expect(result?.rate).toEqual({ date: '2026-09-24', rate: 31.5 });
    expect(result?.parity).toBeCloseTo((1410 * 5) / 31.5, 9);
    expect(result?.premiumPercent).toBeCloseTo((264 / ((1410 * 5) / 31.5) - 1) * 100, 9);
  });

  it('a Taiwan holiday while New York trades: the last close before it, named by the calendar', () => {
    const result = compareAdr({ adrPrice: 264, adrDate: '2026-09-25', closes: closes.slice(0, 2), rates: rates.slice(0, 2), sharesPerAdr: 5, holidays });
    expect(result?.closeUsed).toEqual({ kind: 'taiwan-closed', date: '2026-09-25', holiday: '中秋節', usedDate: '2026-09-24' });
    expect(result?.taiwan.close).toBe(1410);
    // A closed day the calendar does not name still says which close is used.
    const unnamed = compareAdr({ adrPrice: 264, adrDate: '2026-09-25', closes: closes.slice(0, 2), rates, sharesPerAdr: 5, holidays: [] });
    expect(unnamed?.closeUsed).toMatchObject({ kind: 'taiwan-closed', holiday: null, usedDate: '2026-09-24' });
  });

  it("a New York holiday while Taiwan trades (Thanksgiving): the ADR's last close against the newer Taiwan close, the holiday named", () => {
    const thanksgiving = compareAdr({
      adrPrice: 300,
      adrDate: '2026-11-25',
      closes: [
        { date: '2026-11-25', close: 1400 },
        { date: '2026-11-26', close: 1425 },
      ],
      rates: [
        { date: '2026-11-25', rate: 31 },
        { date: '2026-11-26', rate: 31.2 },
      ],
      sharesPerAdr: 5,
      holidays: [],
    });
    expect(thanksgiving?.closeUsed).toEqual({ kind: 'new-york-closed', date: '2026-11-26', holiday: '感恩節', adrDate: '2026-11-25' });
    expect(thanksgiving?.taiwan.close).toBe(1425);
    expect(thanksgiving?.rate?.rate).toBe(31.2);
  });

  it('Taiwan has closed today, New York not yet: the newer close, no holiday', () => {
    const result = compareAdr({ adrPrice: 264, adrDate: '2026-09-24', closes, rates, sharesPerAdr: 5, holidays });
    // 9/25–9/28 lie between, but New York traded all of them.
    expect(result?.closeUsed).toEqual({ kind: 'taiwan-newer', adrDate: '2026-09-24', taiwanDate: '2026-09-29' });
  });

  it("an ADR that has not traded for weeks is compared with the Taiwan close of its own date, not today's", () => {
    const result = compareAdr({ adrPrice: 264, adrDate: '2026-09-24', closes: [...closes, { date: '2026-11-27', close: 1500 }], rates, sharesPerAdr: 5, holidays });
    expect(result?.taiwan).toEqual({ date: '2026-09-24', close: 1410 });
    expect(result?.closeUsed).toEqual({ kind: 'same-day' });
  });

  it('a rate missing: the close and the date stand, parity and premium do not', () => {
    const result = compareAdr({ adrPrice: 264, adrDate: '2026-09-24', closes: closes.slice(0, 2), rates: [], sharesPerAdr: 5, holidays });
    expect(result?.taiwan.close).toBe(1410);
    expect(result?.rate).toBeNull();
    expect(result?.parity).toBeNull();
    expect(result?.premiumPercent).toBeNull();
  });

  it("no Taiwan close, or only one far older than the ADR's date: nothing to compare", () => {
    expect(compareAdr({ adrPrice: 264, adrDate: '2026-09-24', closes: [], rates, sharesPerAdr: 5, holidays })).toBeNull();
    expect(compareAdr({ adrPrice: 264, adrDate: '2026-11-24', closes, rates, sharesPerAdr: 5, holidays })).toBeNull();
    expect(compareAdr({ adrPrice: 0, adrDate: '2026-09-24', closes, rates, sharesPerAdr: 5, holidays })).toBeNull();
  });
});

describe('premiumHistory and its summary', () => {
  const adr = [
    { date: '2026-09-23', close: 250 },
    { date: '2026-09-24', close: 260 },
    { date: '2026-09-25', close: 262 }, // Taiwan closed: against 9/24's close and rate
    { date: '2026-09-28', close: 258 },
    { date: '2026-09-29', close: 270 },
  ];
  it('one point per New York session, each against the last Taiwan close and rate on or before it', () => {
    const points = premiumHistory(adr, closes, rates, 5);
    expect(points.map((p) => p.date)).toEqual(adr.map((bar) => bar.date));
    expect(points[2]?.premium).toBeCloseTo((262 / ((1410 * 5) / 31.5) - 1) * 100, 9);
    expect(points[4]?.premium).toBeCloseTo((270 / ((1420 * 5) / 32) - 1) * 100, 9);
  });

  it('leaves out sessions before the first Taiwan close or without a rate', () => {
    const points = premiumHistory([{ date: '2026-09-22', close: 250 }, ...adr], closes, rates.slice(1), 5);
    expect(points.map((p) => p.date)).toEqual(['2026-09-24', '2026-09-25', '2026-09-28', '2026-09-29']);
  });

  it('summarises high, low, mean and latest; nothing for no points', () => {
    const summary = summarisePremium([
      { date: 'a', premium: 10 },
      { date: 'b', premium: 20 },
      { date: 'c', premium: 15 },
    ]);
    expect(summary).toEqual({ high: { date: 'b', premium: 20 }, low: { date: 'a', premium: 10 }, average: 15, latest: { date: 'c', premium: 15 } });
    expect(summarisePremium([])).toBeNull();
  });
});
