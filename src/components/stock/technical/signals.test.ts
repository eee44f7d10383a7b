import { describe, expect, it } from 'vitest';
import { kdSignal, macdSignal, movingAverageSignal, rsiSignal, technicalSignals } from './signals';
import { buildTechnicalData, lastBarOf } from './technical-data';
import type { PriceBar } from '@/lib/upstream/business';

describe('kdSignal', () => {
  it('names a golden cross on the day K rises through D, with the values', () => {
    const signal = kdSignal({ k: [40, 45], d: [42, 43] });
    expect(signal).toMatchObject({ label: 'KD 黃金交叉', tone: 'bullish', detail: 'K 45.00／D 43.00' });
  });

  it('names a low golden cross and a high death cross', () => {
    expect(kdSignal({ k: [10, 15], d: [12, 13] }).label).toBe('KD 低檔黃金交叉');
    expect(kdSignal({ k: [90, 85], d: [88, 87] })).toMatchObject({ label: 'KD 高檔死亡交叉', tone: 'bearish' });
    expect(kdSignal({ k: [60, 50], d: [55, 52] }).label).toBe('KD 死亡交叉');
  });

  it('without a cross, states the zone or the order of K and D', () => {
    expect(kdSignal({ k: [85, 86], d: [80, 81] }).label).toBe('KD 超買區（K>80）');
    expect(kdSignal({ k: [10, 12], d: [15, 14] }).label).toBe('KD 超賣區（K<20）');
    expect(kdSignal({ k: [55, 56], d: [50, 51] }).label).toBe('K 值在 D 值之上');
    expect(kdSignal({ k: [45, 44], d: [50, 49] }).label).toBe('K 值在 D 值之下');
  });

  it('says the data is insufficient rather than inventing a signal', () => {
    expect(kdSignal({ k: [null], d: [null] })).toMatchObject({ label: 'KD 資料不足', tone: 'neutral' });
    // One bar of K and D: no previous day, so no cross, only a state.
    expect(kdSignal({ k: [60], d: [55] }).label).toBe('K 值在 D 值之上');
  });
});

describe('rsiSignal', () => {
  it('flags overbought above 70 and oversold below 30', () => {
    expect(rsiSignal({ rsi: [71.234] })).toEqual({ indicator: 'RSI', label: 'RSI 超買（>70）', tone: 'bearish', detail: 'RSI(14) 71.23' });
    expect(rsiSignal({ rsi: [29] })).toMatchObject({ label: 'RSI 超賣（<30）', tone: 'bullish' });
    expect(rsiSignal({ rsi: [70] })).toMatchObject({ label: 'RSI 中性（30–70）', tone: 'neutral' });
    expect(rsiSignal({ rsi: [] }).label).toBe('RSI 資料不足');
  });
});

describe('macdSignal', () => {
  it('names the day the histogram turns positive or negative', () => {
    const up = macdSignal({ dif: [1, 1.2], macdSignal: [1.1, 1.1], histogram: [-0.1, 0.1] });
    expect(up).toMatchObject({ label: 'MACD 柱狀體翻正', tone: 'bullish', detail: 'DIF 1.20／MACD 1.10／柱狀體 +0.10' });
    expect(macdSignal({ dif: [1, 0.9], macdSignal: [0.95, 1], histogram: [0.05, -0.1] }).label).toBe('MACD 柱狀體翻負');
    expect(macdSignal({ dif: [2, 2], macdSignal: [1, 1], histogram: [1, 1] }).label).toBe('MACD 柱狀體為正（多方）');
    expect(macdSignal({ dif: [0, 0], macdSignal: [1, 1], histogram: [-1, -1] }).label).toBe('MACD 柱狀體為負（空方）');
    expect(macdSignal({ dif: [null], macdSignal: [null], histogram: [null] }).label).toBe('MACD 資料不足');
  });
});

describe('movingAverageSignal', () => {
  it('prefers the order of the three averages, else price against MA20', () => {
    expect(movingAverageSignal({ closes: [110], ma5: [105], ma20: [100], ma60: [90] })).toMatchObject({
      label: '均線多頭排列，股價站上 20 日均線',
      tone: 'bullish',
      detail: '收盤 110.00／MA5 105.00／MA20 100.00／MA60 90.00',
    });
    expect(movingAverageSignal({ closes: [80], ma5: [85], ma20: [90], ma60: [100] }).label).toBe('均線空頭排列，股價跌破 20 日均線');
    expect(movingAverageSignal({ closes: [101], ma5: [99], ma20: [100], ma60: [null] }).label).toBe('股價站上 20 日均線');
    expect(movingAverageSignal({ closes: [99], ma5: [101], ma20: [100], ma60: [98] }).label).toBe('股價跌破 20 日均線');
    expect(movingAverageSignal({ closes: [5], ma5: [null], ma20: [null], ma60: [null] }).label).toBe('均線資料不足');
  });
});

const bar = (i: number, close: number): PriceBar => ({
  time: 1_700_000_000 + i * 86_400,
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: 1000,
});

describe('buildTechnicalData', () => {
  it('computes over the whole year and keeps only the visible window, aligned', () => {
    const bars = Array.from({ length: 250 }, (_, i) => bar(i, 100 + Math.sin(i / 7) * 5));
    const data = buildTechnicalData(bars, { visibleBars: 120 });
    expect(data.candles).toHaveLength(120);
    for (const series of [data.ma5, data.ma20, data.ma60, data.rsi, data.dif, data.macdSignal, data.histogram, data.k, data.d]) {
      expect(series).toHaveLength(120);
      // 130 bars of history before the window: every indicator is warmed up.
      expect(series.every((v) => v !== null && Number.isFinite(v))).toBe(true);
    }
    expect(data.asOf).toBe(bars.at(-1)!.date);
    expect(data.signals.map((s) => s.indicator)).toEqual(['MA', 'RSI', 'MACD', 'KD']);
  });

  it('drops unusable bars and copes with a short or empty history', () => {
    const bars = [bar(0, 10), { ...bar(1, 11), close: Number.NaN }, { ...bar(2, 12), high: 1, low: 5 }, bar(3, 13)];
    const data = buildTechnicalData(bars);
    expect(data.candles.map((c) => c.close)).toEqual([10, 13]);
    expect(data.signals.every((s) => s.label.includes('資料不足'))).toBe(true);
    const empty = buildTechnicalData([]);
    expect(empty.candles).toEqual([]);
    expect(empty.asOf).toBeNull();
  });

  it('on a flat series every signal is neutral and nothing is NaN', () => {
    const flat = Array.from({ length: 100 }, (_, i) => ({ ...bar(i, 50), high: 50, low: 50 }));
    const data = buildTechnicalData(flat);
    expect(data.rsi.at(-1)).toBe(50);
    expect(data.k.at(-1)).toBe(50);
    expect(technicalSignals({ closes: [50], ...pick(data) }).map((s) => s.tone)).toEqual(['neutral', 'neutral', 'neutral', 'neutral']);
  });
});

describe('lastBarOf: the last daily bar is a close unless its session still trades', () => {
  const quote = (marketSession: 'preMarket' | 'intraDay' | 'afterHours' | 'no-trading', tradingDate: string) => ({ marketSession, tradingDate, time: `${tradingDate}T16:00:00.000Z` });
  const noon = new Date('2026-11-25T17:00:00Z');
  it('reads the quote: its regular session on the bar’s day is 盤中, with the price’s time', () => {
    expect(lastBarOf('2026-11-25', quote('intraDay', '2026-11-25'), noon)).toEqual({ basis: '盤中', time: '2026-11-25T16:00:00.000Z' });
    expect(lastBarOf('2026-11-25', quote('afterHours', '2026-11-25'), noon).basis).toBe('收盤');
    expect(lastBarOf('2026-11-24', quote('preMarket', '2026-11-24'), noon).basis).toBe('收盤');
    // A quote of another day (a bar the history has not got yet) says nothing of this bar.
    expect(lastBarOf('2026-11-24', quote('intraDay', '2026-11-25'), noon).basis).toBe('收盤');
    expect(lastBarOf(null, quote('intraDay', '2026-11-25'), noon).basis).toBe('收盤');
  });
  it('without a quote, the New York clock decides', () => {
    expect(lastBarOf('2026-11-25', null, noon)).toEqual({ basis: '盤中', time: null });
    expect(lastBarOf('2026-11-25', null, new Date('2026-11-25T22:00:00Z')).basis).toBe('收盤');
    expect(lastBarOf('2026-11-24', null, noon).basis).toBe('收盤');
  });
});

const pick = ({ ma5, ma20, ma60, rsi, dif, macdSignal, histogram, k, d }: ReturnType<typeof buildTechnicalData>) => ({ ma5, ma20, ma60, rsi, dif, macdSignal, histogram, k, d });
