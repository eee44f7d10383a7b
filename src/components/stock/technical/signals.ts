import { type IndicatorSeries, lastTwo } from '@/lib/market/indicators';
import { formatPrice, formatSigned } from '@/lib/format/numbers';

/**
 * The current signals of the technical-analysis page, in the words Taiwanese readers use
 * (「KD 黃金交叉」, 「RSI 超買（>70）」…). One signal per indicator, read from the last two bars:
 * a cross is only news on the day it happens; otherwise the signal states where things stand.
 */

export type SignalIndicator = 'MA' | 'RSI' | 'MACD' | 'KD';
/** bullish is drawn in the rise colour (red) and bearish in the fall colour (green), Taiwan style. */
export type SignalTone = 'bullish' | 'bearish' | 'neutral';

export interface TechnicalSignal {
  indicator: SignalIndicator;
  /** The headline, e.g. 「KD 黃金交叉」. */
  label: string;
  tone: SignalTone;
  /** The values behind it, e.g. 「K 63.20／D 58.10」. */
  detail: string;
}

/** The indicator lines of the technical-analysis page, a value per bar (null until a line has history enough). */
export type IndicatorLines = {
  ma5: IndicatorSeries;
  ma20: IndicatorSeries;
  ma60: IndicatorSeries;
  rsi: IndicatorSeries;
  dif: IndicatorSeries;
  macdSignal: IndicatorSeries;
  histogram: IndicatorSeries;
  k: IndicatorSeries;
  d: IndicatorSeries;
};

export interface SignalInputs extends IndicatorLines {
  closes: readonly number[];
}

export const RSI_OVERBOUGHT = 70;
export const RSI_OVERSOLD = 30;
export const KD_HIGH = 80;
export const KD_LOW = 20;

const value = (n: number) => formatPrice(n);
const notEnough = (indicator: SignalIndicator, label: string): TechnicalSignal => ({ indicator, label: `${label}資料不足`, tone: 'neutral', detail: '交易日數不足以計算' });

/** `basis`: what the last close is, the day's close or the price so far in its session (technical-data.ts). */
export function movingAverageSignal({ closes, ma5, ma20, ma60 }: Pick<SignalInputs, 'closes' | 'ma5' | 'ma20' | 'ma60'>, basis: '收盤' | '盤中' = '收盤'): TechnicalSignal {
  const close = closes.at(-1);
  const ma = lastTwo(ma20);
  if (close === undefined || ma.current === null) return notEnough('MA', '均線');
  const five = ma5.at(-1) ?? null;
  const sixty = ma60.at(-1) ?? null;
  const detail = [`${basis} ${value(close)}`, five !== null && `MA5 ${value(five)}`, `MA20 ${value(ma.current)}`, sixty !== null && `MA60 ${value(sixty)}`].filter(Boolean).join('／');
  // A perfect order of the three averages is the stronger statement; otherwise price against MA20.
  if (five !== null && sixty !== null && close > five && five > ma.current && ma.current > sixty) {
    return { indicator: 'MA', label: '均線多頭排列，股價站上 20 日均線', tone: 'bullish', detail };
  }
  if (five !== null && sixty !== null && close < five && five < ma.current && ma.current < sixty) {
    return { indicator: 'MA', label: '均線空頭排列，股價跌破 20 日均線', tone: 'bearish', detail };
  }
  if (close > ma.current) return { indicator: 'MA', label: '股價站上 20 日均線', tone: 'bullish', detail };
  if (close < ma.current) return { indicator: 'MA', label: '股價跌破 20 日均線', tone: 'bearish', detail };
  return { indicator: 'MA', label: '股價貼近 20 日均線', tone: 'neutral', detail };
}

export function rsiSignal({ rsi }: Pick<SignalInputs, 'rsi'>): TechnicalSignal {
  const current = rsi.at(-1) ?? null;
  if (current === null) return notEnough('RSI', 'RSI ');
  const detail = `RSI(14) ${value(current)}`;
  if (current > RSI_OVERBOUGHT) return { indicator: 'RSI', label: `RSI 超買（>${RSI_OVERBOUGHT}）`, tone: 'bearish', detail };
  if (current < RSI_OVERSOLD) return { indicator: 'RSI', label: `RSI 超賣（<${RSI_OVERSOLD}）`, tone: 'bullish', detail };
  return { indicator: 'RSI', label: `RSI 中性（${RSI_OVERSOLD}–${RSI_OVERBOUGHT}）`, tone: 'neutral', detail };
}

export function macdSignal({ dif, macdSignal: signal, histogram }: Pick<SignalInputs, 'dif' | 'macdSignal' | 'histogram'>): TechnicalSignal {
  const osc = lastTwo(histogram);
  const difNow = dif.at(-1) ?? null;
  const signalNow = signal.at(-1) ?? null;
  if (osc.current === null || difNow === null || signalNow === null) return notEnough('MACD', 'MACD ');
  const detail = `DIF ${value(difNow)}／MACD ${value(signalNow)}／柱狀體 ${formatSigned(osc.current)}`;
  const crossedUp = osc.previous !== null && osc.previous <= 0 && osc.current > 0;
  const crossedDown = osc.previous !== null && osc.previous >= 0 && osc.current < 0;
  if (crossedUp) return { indicator: 'MACD', label: 'MACD 柱狀體翻正', tone: 'bullish', detail };
  if (crossedDown) return { indicator: 'MACD', label: 'MACD 柱狀體翻負', tone: 'bearish', detail };
  if (osc.current > 0) return { indicator: 'MACD', label: 'MACD 柱狀體為正（多方）', tone: 'bullish', detail };
  if (osc.current < 0) return { indicator: 'MACD', label: 'MACD 柱狀體為負（空方）', tone: 'bearish', detail };
  return { indicator: 'MACD', label: 'MACD 柱狀體持平', tone: 'neutral', detail };
}

export function kdSignal({ k, d }: Pick<SignalInputs, 'k' | 'd'>): TechnicalSignal {
  const kNow = lastTwo(k);
  const dNow = lastTwo(d);
  if (kNow.current === null || dNow.current === null) return notEnough('KD', 'KD ');
  const detail = `K ${value(kNow.current)}／D ${value(dNow.current)}`;
  const hadPrevious = kNow.previous !== null && dNow.previous !== null;
  if (hadPrevious && kNow.previous! <= dNow.previous! && kNow.current > dNow.current) {
    return { indicator: 'KD', label: kNow.current < KD_LOW ? 'KD 低檔黃金交叉' : 'KD 黃金交叉', tone: 'bullish', detail };
  }
  if (hadPrevious && kNow.previous! >= dNow.previous! && kNow.current < dNow.current) {
    return { indicator: 'KD', label: kNow.current > KD_HIGH ? 'KD 高檔死亡交叉' : 'KD 死亡交叉', tone: 'bearish', detail };
  }
  if (kNow.current > KD_HIGH) return { indicator: 'KD', label: `KD 超買區（K>${KD_HIGH}）`, tone: 'bearish', detail };
  if (kNow.current < KD_LOW) return { indicator: 'KD', label: `KD 超賣區（K<${KD_LOW}）`, tone: 'bullish', detail };
  if (kNow.current > dNow.current) return { indicator: 'KD', label: 'K 值在 D 值之上', tone: 'bullish', detail };
  if (kNow.current < dNow.current) return { indicator: 'KD', label: 'K 值在 D 值之下', tone: 'bearish', detail };
  return { indicator: 'KD', label: 'K 值與 D 值持平', tone: 'neutral', detail };
}

/** One signal per indicator, in the order of the panes (price/MA, RSI, MACD, KD). */
export function technicalSignals(inputs: SignalInputs, basis: '收盤' | '盤中' = '收盤'): TechnicalSignal[] {
  return [movingAverageSignal(inputs, basis), rsiSignal(inputs), macdSignal(inputs), kdSignal(inputs)];
}
