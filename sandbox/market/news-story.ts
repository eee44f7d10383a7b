import type { Random } from './prng.ts';
import { amount, pct, riseOrFall, type SessionFacts, sharesZh, type Subject } from './news-facts.ts';

/** One news story as the generators write it: the list shows title and summary, the detail view the body too. */
export interface Story {
  title: string;
  summary: string;
  /** Plain-text paragraphs, zh-TW. */
  body: string[];
}

/**
 * A story about one symbol, written from the facts of the last session before it was published
 * (`publishedDay`, the New York day it came out: what an executive's talk or a launch is dated).
 */
export type StoryWriter = (subject: Subject, facts: SessionFacts, random: Random, publishedDay: number) => Story;

/** A topic and how often it comes up against the others. */
export interface Topic {
  write: StoryWriter;
  weight: number;
  /** The days it can come out on (13F filings have their season); any day when absent. */
  inSeason?: (day: number) => boolean;
}

/** 輝達（NVDA）, or an index's name alone. */
export const fullName = (subject: Subject): string => (subject.ticker ? `${subject.name}（${subject.ticker}）` : subject.name);

/** The session's volume against its 20-day average, in a sentence. */
export function volumeSentence(facts: SessionFacts, { market }: { market: boolean }): string {
  const ratio = facts.volumeRatio;
  const base = market ? '成分股成交量' : `成交量約 ${sharesZh(facts.volume)}，`;
  if (ratio >= 1.5) return `${base}為近 20 日均量的 ${ratio.toFixed(1)} 倍，交投明顯升溫。`;
  if (ratio <= 0.75) return `${base}低於近 20 日均量，觀望氣氛濃厚。`;
  return `${base}與近 20 日均量相當。`;
}

/** Five-session trend and the 52-week range, in a sentence; `unit` is 美元 for a price, 點 for an index. */
export function rangeSentence(subject: Subject, facts: SessionFacts, unit: '美元' | '點'): string {
  const fromHigh = ((facts.high52 - facts.close) / facts.high52) * 100;
  const what = unit === '點' ? '指數' : '股價';
  const position = fromHigh < 1.5 ? `${what}貼近 52 週高點` : `${what}距 52 週高點約 ${pct(fromHigh)}%`;
  return `拉長來看，${subject.name}近五個交易日累計${riseOrFall(facts.fiveDayPercent)} ${pct(facts.fiveDayPercent)}%，${position}，52 週區間落在 ${amount(facts.low52)} 至 ${amount(facts.high52)} ${unit}。`;
}

/** 收盤上漲 3.21 美元（1.77%） */
export function closeClause(facts: SessionFacts, unit: '美元' | '點'): string {
  if (pct(facts.changePercent) === '0.00') return `收盤持平，收在 ${amount(facts.close)} ${unit}`;
  return `收盤${riseOrFall(facts.change)} ${amount(Math.abs(facts.change))} ${unit}（${pct(facts.changePercent)}%），收在 ${amount(facts.close)} ${unit}`;
}
