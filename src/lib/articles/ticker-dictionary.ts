import { companyShortName } from '../directory/company-name';
import type { DirectoryEntry } from '../directory/entry';
import { withoutClassSuffix } from '../directory/search-text';
import { isIndexStock } from '../market/security-labels';

/**
 * What an article's text may name: the directory's Chinese names (輝達 → NVDA) and its
 * symbols, built once per directory snapshot (see tickerDictionaryOf). The rule for symbols, so a
 * common English word or finance term is never taken for a stock:
 *
 * - a symbol counts only as an uppercase token on word boundaries (NVDA, BRK.B), never lower or mixed case;
 * - a symbol of one letter, or one that is an English word or finance term (AMBIGUOUS_SYMBOLS: A, IT,
 *   ON, ALL, NOW, AI, US, CEO, ETF, EPS…), counts only when written as a cashtag ($ON), in parentheses
 *   ((ON), （ON）), or when the article's stock tags name it;
 * - a Chinese name counts when it has at least two characters; a name with a share-class suffix
 *   (谷歌-A) is also known by its base (谷歌), given to the largest of the classes.
 * - an English name counts for the companies the directory also names in Chinese (the
 *   ones the site knows as such; a listing without one is linked by its symbol alone): its short name
 *   (companyShortName: "Alphabet", "Nvidia", "Berkshire Hathaway", "Eli Lilly"), and the first word of a
 *   longer one when that word is the company's symbol ("Meta" of Meta Platforms, META; "Dell"). Three
 *   letters at least, the largest listing of a name wins (Alphabet's class A and C). How it must be
 *   written is englishMentionAt's rule (ticker-mentions.ts). A name that is also an everyday English
 *   word or market term (EVERYDAY_NAMES: Target, Visa, Shell, Dow, Nasdaq…) counts only when the
 *   article's stock tags name the company, like an ambiguous symbol.
 * Indices are left out: an index is not a stock one adds from an article.
 */

export interface KnownStock {
  id: string;
  /** As the page shows it: the Chinese name, else the English one. */
  name: string;
}

export interface EnglishName {
  /** As the directory spells it: "Alphabet", "Meta", "Coca-Cola", "SAP". */
  name: string;
  lower: string;
  stock: KnownStock;
  /** An acronym ("SAP", "IBM", "HSBC"): matched as written, never as a capitalised word ("Sap"). */
  asWritten: boolean;
  /** An everyday word too: only with the article's stock tag. */
  tagOnly: boolean;
}

export interface TickerDictionary {
  /** Symbol (as written, uppercase) → stock. */
  readonly bySymbol: ReadonlyMap<string, KnownStock>;
  /** First character of a Chinese name → [name, stock], longest name first (台積電 before 台積). */
  readonly byFirstChar: ReadonlyMap<string, readonly (readonly [string, KnownStock])[]>;
  /** First word of an English name, lower case ("coca" for Coca-Cola) → its names, longest first. */
  readonly byEnglishWord: ReadonlyMap<string, readonly EnglishName[]>;
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

/**
 * Company names that are also everyday English words or market terms an article writes capitalised
 * (Target price, Shell company, the Dow, the Nasdaq, Block trade): linked only with the stock tag.
 */
export const EVERYDAY_NAMES: ReadonlySet<string> = new Set(
  'arm ball block booking carnival chase delta discover dow gap match nasdaq progressive shell snap southern square target unity visa zoom'.split(' '),
);

/** A symbol as the directory writes it that an article may write as a token: letters, digits, one class dot. */
const SYMBOL_SHAPE = /^[A-Z][A-Z0-9]{0,5}(?:\.[A-Z])?$/;
const CJK = /[\u3400-\u9FFF\uF900-\uFAFF]/;
/** An English name worth matching: a Latin letter first, then Latin letters, digits, spaces and & ' ’ . ! - only (never markup). */
const ENGLISH_NAME_SHAPE = /^[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F0-9 &'’.!-]*$/;
const MIN_ENGLISH_NAME = 3;

/** Names offered for one key, the exact name beating a base or first word, else the largest company. */
function namesTable<T>() {
  const held = new Map<string, { value: T; weight: number; exact: boolean }>();
  return {
    held,
    offer(key: string, value: T, weight: number, exact: boolean) {
      const current = held.get(key);
      if (current && (current.exact || (!exact && current.weight >= weight))) return;
      held.set(key, { value, weight, exact });
    },
  };
}

export function buildTickerDictionary(entries: Iterable<DirectoryEntry>): TickerDictionary {
  const bySymbol = new Map<string, KnownStock>();
  const chineseNames = namesTable<KnownStock>();
  const englishNames = namesTable<{ name: string; stock: KnownStock }>();
  const offerEnglish = (name: string, stock: KnownStock, weight: number, exact: boolean) => {
    if (name.length >= MIN_ENGLISH_NAME && ENGLISH_NAME_SHAPE.test(name)) englishNames.offer(name.toLowerCase(), { name, stock }, weight, exact);
  };
  for (const entry of entries) {
    if (isIndexStock(entry)) continue;
    const name = entry.customName?.trim() || entry.name;
    const stock: KnownStock = { id: entry.id, name };
    if (SYMBOL_SHAPE.test(entry.id)) bySymbol.set(entry.id, stock);
    const chinese = entry.customName?.trim();
    if (!chinese) continue;
    const weight = entry.marketCap ?? 0;
    // Chinese names: two characters at least; a class name (谷歌-A) by its base too.
    for (const [candidate, exact] of [[chinese, true] as const, [withoutClassSuffix(chinese), false] as const]) {
      if (candidate && candidate.length >= 2 && CJK.test(candidate)) chineseNames.offer(candidate, stock, weight, exact);
    }
    const english = companyShortName(entry.name);
    offerEnglish(english, stock, weight, true);
    const [first, ...rest] = english.split(' ');
    if (first && rest.length > 0 && first.toUpperCase() === entry.id && !AMBIGUOUS_SYMBOLS.has(entry.id)) offerEnglish(first, stock, weight, false);
  }
  const byFirstChar = new Map<string, [string, KnownStock][]>();
  for (const [name, { value: stock }] of chineseNames.held) {
    const first = String.fromCodePoint(name.codePointAt(0) as number);
    const list = byFirstChar.get(first) ?? [];
    list.push([name, stock]);
    byFirstChar.set(first, list);
  }
  for (const list of byFirstChar.values()) list.sort((a, b) => b[0].length - a[0].length);
  const byEnglishWord = new Map<string, EnglishName[]>();
  for (const [lower, { value }] of englishNames.held) {
    const key = firstEnglishWord(lower);
    const list = byEnglishWord.get(key) ?? [];
    list.push({ ...value, lower, asWritten: isAcronym(value.name), tagOnly: EVERYDAY_NAMES.has(lower) });
    byEnglishWord.set(key, list);
  }
  for (const list of byEnglishWord.values()) list.sort((a, b) => b.name.length - a.name.length);
  return { bySymbol, byFirstChar, byEnglishWord };
}

/** Capitals only, four letters at most: "SAP", "ASML"; "NVIDIA" is a brand set in capitals, written "Nvidia" too. */
const isAcronym = (name: string): boolean => !/[a-z\u00DF-\u00FF]/.test(name) && name.replace(/[^A-Z\u00C0-\u00DE]/g, '').length <= 4;

/** The letters an English name or a word of text starts with, lower case: the key of byEnglishWord. */
export const firstEnglishWord = (text: string): string => (/^[A-Za-z\u00C0-\u024F]+/.exec(text)?.[0] ?? '').toLowerCase();

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
