import { companyShortName } from './company-name';

/**
 * How text typed into the stock search is compared with the directory: width-folded (NFKC turns
 * 「ＮＶＤＡ」 into "NVDA"), lower-cased, control characters and runs of spaces made one space.
 * Pure, so the server ranking and its tests share it.
 */

/** Longer input is cut: no symbol or name a reader types is longer, and the work stays bounded. */
export const MAX_QUERY_LENGTH = 50;

// C0 and C1 control characters, and lone surrogates (which NFKC and JSON treat badly).
const CONTROL = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ASCII = /^[\x20-\x7E]*$/;

export function normaliseSearchText(raw: string): string {
  const cleaned = raw.slice(0, MAX_QUERY_LENGTH * 4).replace(CONTROL, ' ');
  const folded = (ASCII.test(cleaned) ? cleaned : cleaned.normalize('NFKC')).toLowerCase().replace(/\s+/g, ' ').trim();
  return folded.length <= MAX_QUERY_LENGTH ? folded : Array.from(folded).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** A symbol as the search compares it: letters and digits only ("BRK.B" → "brkb", "#GSPC" → "gspc"). */
export const tickerKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Words that say nothing about which company is meant; matching them would list thousands. */
const FILLER_WORDS = new Set([
  'the',
  'of',
  'and',
  '&',
  'inc',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'plc',
  'llc',
  'lp',
  'l',
  'p',
  'sa',
  'ag',
  'nv',
  'n',
  'v',
  'se',
  'class',
  'common',
  'stock',
  'shares',
  'ordinary',
]);

/**
 * The words of an English name for word-prefix matching, as one string with a space before each
 * word (" advanced micro devices"), so a token matches with one `includes(' ' + token)`.
 */
export function nameWordsText(name: string): string {
  const lower = (ASCII.test(name) ? name : name.normalize('NFKC')).toLowerCase();
  let text = '';
  for (const word of lower.split(/[^\p{L}\p{N}&]+/u)) {
    if (word && !FILLER_WORDS.has(word)) text += ` ${word}`;
  }
  return text;
}

/**
 * A company's English name as the search compares it: its short name (companyShortName:
 * "Apple Inc." → "Apple", "Alphabet Inc. (Class C)" → "Alphabet"), width and case folded, punctuation
 * between words made one space ("Coca-Cola" → "coca cola"). Queries go through the same, so "Apple Inc."
 * and "apple" name the same company. '' when nothing is left.
 */
export function companyNameKey(name: string): string {
  const short = companyShortName(name);
  return (ASCII.test(short) ? short : short.normalize('NFKC'))
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .join(' ');
}

/** A Chinese name without its share-class suffix (「谷歌-A」 → 「谷歌」), or null when it has none. */
export function withoutClassSuffix(name: string): string | null {
  return CLASS_SUFFIX.test(name) ? name.replace(CLASS_SUFFIX, '').trim() : null;
}

const CLASS_SUFFIX = /[-－‐]\s*[A-Za-zＡ-Ｚａ-ｚ]$/;

/** Whether the text has CJK characters (then it is matched against Chinese names as a substring). */
export const hasCjk = (text: string): boolean => /[\u3400-\u9FFF\uF900-\uFAFF]/.test(text);
