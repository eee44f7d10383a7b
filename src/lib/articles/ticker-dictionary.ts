import type { DirectoryEntry } from '../directory/entry';
import { isIndexStock } from '../market/stock-id';

/**
 * What an article's text may name (issue 28 §4): the directory's Chinese names (輝達 → NVDA) and its
 * symbols, built once per directory snapshot (see tickerDictionaryOf). The rule for symbols, so a
 * common English word or finance term is never taken for a stock:
 *
 * - a symbol counts only as an uppercase token on word boundaries (NVDA, BRK.B), never lower or mixed case;
 * - a symbol of one letter, or one that is an English word or finance term (AMBIGUOUS_SYMBOLS: A, IT,
 *   ON, ALL, NOW, AI, US, CEO, ETF, EPS…), counts only when written as a cashtag ($ON), in parentheses
 *   ((ON), （ON）), or when the article's stock tags name it;
 * - a Chinese name counts when it has at least two characters; a name with a share-class suffix
 *   (谷歌-A) is also known by its base (谷歌), given to the largest of the classes.
 * Indices are left out: an index is not a stock one adds from an article.
 */

export interface KnownStock {
  id: string;
  /** As the page shows it: the Chinese name, else the English one. */
  name: string;
}

export interface TickerDictionary {
  /** Symbol (as written, uppercase) → stock. */
  readonly bySymbol: ReadonlyMap<string, KnownStock>;
  /** First character of a Chinese name → [name, stock], longest name first (台積電 before 台積). */
  readonly byFirstChar: ReadonlyMap<string, readonly (readonly [string, KnownStock])[]>;
}

/**
 * Symbols that are also English words, abbreviations or finance terms a Taiwanese article writes in
 * capitals: they need a cashtag, parentheses or a stock tag. Only those the directory knows matter.
 */
export const AMBIGUOUS_SYMBOLS: ReadonlySet<string> = new Set(
  (
    'AI AM AN ANY ARE AS AT BE BIG BY CAN CAR CASH CEO CFO COO CTO CPI DD DO EDU EPS ETF EV FAST FED FOR FUN GDP GO GOOD HAS HE HI HOPE ' +
    'IN IPO IS IT KEY LOVE LOW MAN ME MO NEW NEXT NICE NOW OK ON ONE OPEN OR OUT PAY PC PE PEG PLAY PM REAL ROE ROI RUN SEE SO ' +
    'TV TWO UP US USA USD VS WELL YOU ALL ARM API ASIC CPU GPU HBM PCB IR SEC ESG YOY QOQ FOMC EBIT EPS TTM IP AR VR IQ OPEC'
  ).split(' '),
);

/** A symbol as the directory writes it that an article may write as a token: letters, digits, one class dot. */
const SYMBOL_SHAPE = /^[A-Z][A-Z0-9]{0,5}(?:\.[A-Z])?$/;
const CJK = /[\u3400-\u9FFF\uF900-\uFAFF]/;
const CLASS_SUFFIX = /[-－‐]\s*[A-Za-zＡ-Ｚ]$/;

export function buildTickerDictionary(entries: Iterable<DirectoryEntry>): TickerDictionary {
  const bySymbol = new Map<string, KnownStock>();
  const names = new Map<string, { stock: KnownStock; weight: number; exact: boolean }>();
  const offer = (name: string, stock: KnownStock, weight: number, exact: boolean) => {
    if (name.length < 2 || !CJK.test(name)) return;
    const held = names.get(name);
    // An exact name beats a base name; among base names (谷歌-A, 谷歌-C) the largest company wins.
    if (held && (held.exact || (!exact && held.weight >= weight))) return;
    names.set(name, { stock, weight, exact });
  };
  for (const entry of entries) {
    if (isIndexStock(entry)) continue;
    const name = entry.customName?.trim() || entry.name;
    const stock: KnownStock = { id: entry.id, name };
    if (SYMBOL_SHAPE.test(entry.id)) bySymbol.set(entry.id, stock);
    const chinese = entry.customName?.trim();
    if (!chinese) continue;
    offer(chinese, stock, entry.marketCap ?? 0, true);
    if (CLASS_SUFFIX.test(chinese)) offer(chinese.replace(CLASS_SUFFIX, '').trim(), stock, entry.marketCap ?? 0, false);
  }
  const byFirstChar = new Map<string, [string, KnownStock][]>();
  for (const [name, { stock }] of names) {
    const first = String.fromCodePoint(name.codePointAt(0) as number);
    const list = byFirstChar.get(first) ?? [];
    list.push([name, stock]);
    byFirstChar.set(first, list);
  }
  for (const list of byFirstChar.values()) list.sort((a, b) => b[0].length - a[0].length);
  return { bySymbol, byFirstChar };
}

const dictionaries = new WeakMap<object, TickerDictionary>();

/** The dictionary of one directory snapshot, built on its first use (the snapshot object is the isolate's, rebuilt on refresh). */
export function tickerDictionaryOf(snapshot: object, entries: () => Iterable<DirectoryEntry>): TickerDictionary {
  let dictionary = dictionaries.get(snapshot);
  if (!dictionary) {
    dictionary = buildTickerDictionary(entries());
    dictionaries.set(snapshot, dictionary);
  }
  return dictionary;
}
