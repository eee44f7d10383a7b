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
const FILLER_WORDS = new Set(['the', 'of', 'and', '&', 'inc', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'plc', 'llc', 'lp', 'l', 'p', 'sa', 'ag', 'nv', 'n', 'v', 'se', 'class', 'common', 'stock', 'shares', 'ordinary']);

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
 * A company's English name reduced to what a reader types for it (issue 41 §9): case and width folded,
 * a leading "The", parenthesised notes ("(Class C)", "(The)"), the legal form and the share class at
 * the end (Inc., Corp., Co., Ltd., plc, N.V., Class A, Common Stock…) and a ".com" left out.
 * "Apple Inc." → "apple", "Alphabet Inc. (Class C)" → "alphabet", "Amazon.com, Inc." → "amazon",
 * "The Coca-Cola Company" → "coca cola". Words that tell companies apart stay: "Meta Platforms, Inc." is
 * "meta platforms", never "meta", and "Ford Motor Company" is "ford motor". '' when nothing is left.
 */
export function companyNameKey(name: string): string {
  const lower = (ASCII.test(name) ? name : name.normalize('NFKC')).toLowerCase();
  const words = lower
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\.com\b/g, '')
    .replace(/\./g, '')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  if (words[0] === 'the') words.shift();
  for (;;) {
    const last = words.at(-1);
    if (last !== undefined && TRAILING_WORDS.has(last)) words.pop();
    else if (last !== undefined && last.length === 1 && words.at(-2) === 'class') words.splice(-2);
    else break;
  }
  return words.join(' ');
}

/** Legal forms and share descriptions that end an English listing name (see companyNameKey). */
const TRAILING_WORDS = new Set(['inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'plc', 'llc', 'lp', 'sa', 'ag', 'nv', 'se', 'the', 'common', 'ordinary', 'stock', 'shares', 'ads', 'adr']);

/** A Chinese name without its share-class suffix (「谷歌-A」 → 「谷歌」), or null when it has none. */
export function withoutClassSuffix(name: string): string | null {
  return CLASS_SUFFIX.test(name) ? name.replace(CLASS_SUFFIX, '').trim() : null;
}

const CLASS_SUFFIX = /[-－‐]\s*[A-Za-zＡ-Ｚａ-ｚ]$/;

/** Whether the text has CJK characters (then it is matched against Chinese names as a substring). */
export const hasCjk = (text: string): boolean => /[\u3400-\u9FFF\uF900-\uFAFF]/.test(text);
