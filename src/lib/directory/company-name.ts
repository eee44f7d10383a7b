/**
 * A company's English name as people write it, from the name a listing carries: the
 * legal form, the share class and words such as Group or Holdings at the end, a leading "The" and a
 * ".com" left out, and a name the exchange lists inverted put back in order. Spelling and case are
 * kept: "Apple Inc." → "Apple", "Alphabet Inc. (Class C)" → "Alphabet", "Amazon.com, Inc." → "Amazon",
 * "Coca-Cola Company (The)" → "Coca-Cola", "Lilly (Eli)" → "Eli Lilly", "Merck & Co." → "Merck",
 * "Alibaba Group Holding Limited" → "Alibaba". Words that tell companies apart stay ("Meta Platforms",
 * "Ford Motor", "Walt Disney"). '' when nothing is left. Pure: the search and the article links share it.
 */
export function companyShortName(listed: string): string {
  let name = listed.normalize('NFC').replace(/\s+/g, ' ').trim();
  // "Walt Disney Company (The)", "Lilly (Eli)", "Alphabet Inc. (Class C)": the exchange's inverted forms and notes.
  const note = /\s*\(([^()]*)\)$/.exec(name);
  if (note) {
    const inner = (note[1] ?? '').trim();
    name = name.slice(0, note.index);
    if (inner && !/^(the|class\b.*|series\b.*)$/i.test(inner)) name = `${inner} ${name}`;
  }
  name = name.replace(/^the\s+/i, '').replace(/\.com\b/gi, '');
  for (let before = ''; before !== name;) {
    before = name;
    name = name.replace(TRAILING, '').trim();
  }
  return name;
}

/** One legal form, share description or holding word at the end, with the comma or "&" before it. */
const TRAILING =
  /(?:[\s,]+|^)(?:inc|incorporated|corp|corporation|co|company|companies|ltd|limited|plc|p\.l\.c|llc|l\.?p|s\.?a|a\/s|ag|n\.?v|se|group|holdings?|class [a-z]|common stock|ordinary shares|ads|adr)\.?$|\s*[,&]$/i;
