/**
 * Where a Chinese title may wrap. Chinese has no spaces, so a browser breaks a title between
 * any two characters and splits words across lines (盤/勢, 整/理), which a Taiwanese editor never does.
 * The title is cut into words by the platform's own dictionary (Intl.Segmenter, ICU); the page puts a
 * <wbr> between words and styles the title `word-break: keep-all`, so lines end between words only.
 * Punctuation stays with the word before it (a line never starts with ，or：). Latin words and numbers
 * are words too; spaces stay where they are (a break there is allowed anyway).
 */
const segmenter = new Intl.Segmenter('zh-Hant-TW', { granularity: 'word' });

const SINGLE_HAN = /^\p{Script=Han}$/u;

/**
 * The title in chunks, a break allowed between any two; joined they are the title unchanged.
 * ICU's dictionary does not know many two-character words of market news (營收, 升溫, 收高, 美股) and
 * answers them as single characters; most Chinese words are two characters, so a run of single
 * characters is taken in pairs (the last three together when the run is odd): 升溫 no longer ends a
 * title as 升 / 溫.
 */
export function wordChunks(text: string): string[] {
  // Words, each with the punctuation and spaces after it.
  const words: { text: string; single: boolean; closed: boolean }[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const last = words.at(-1);
    if (!isWordLike && last) {
      last.text += segment;
      last.closed = true;
    } else words.push({ text: segment, single: !!isWordLike && SINGLE_HAN.test(segment), closed: false });
  }
  const chunks: string[] = [];
  let i = 0;
  while (i < words.length) {
    // A run of single characters, up to the first one followed by punctuation.
    let end = i + 1;
    if (words[i]!.single) while (end < words.length && words[end]!.single && !words[end - 1]!.closed) end += 1;
    const run = words.slice(i, end).map((word) => word.text);
    // In pairs; an odd run's last three stay together.
    for (let at = 0; at < run.length;) {
      const size = run.length - at === 3 ? 3 : Math.min(2, run.length - at);
      chunks.push(run.slice(at, at + size).join(''));
      at += size;
    }
    i = end;
  }
  return chunks;
}
