import { diffArrays } from 'diff';

/**
 * A plain line diff of two versions of an article (their articleTextLines): which lines the newer
 * text added, which it removed, with a little unchanged context around each change and the long
 * unchanged stretches folded into a count.
 *
 * The comparison is jsdiff's (`diff` on npm): Myers' O(ND) algorithm, the one `git diff` uses, well
 * kept and dependency-free. Its `maxEditLength` bounds the work — two huge, wholly different bodies
 * stop early instead of costing seconds of CPU — and that is the bound used here: jsdiff's `timeout`
 * reads Date.now(), which does not advance during a request in workerd, so it could never fire.
 */
export type DiffRow = { kind: 'same' | 'added' | 'removed'; text: string } | { kind: 'skipped'; count: number };

export type TextDiff =
  /** `rows` in reading order; `added` / `removed` count lines. Identical texts have no added or removed rows. */
  | { kind: 'diff'; rows: DiffRow[]; added: number; removed: number }
  /** More changes than can be shown line by line (or more lines than are compared): say so instead. */
  | { kind: 'tooLarge'; beforeLines: number; afterLines: number };

/**
 * Past this many changed lines the diff is not worth reading, nor computing. jsdiff's cost grows
 * with the square of it: measured in Node here, two wholly different texts of 300 to 10,000 lines
 * give up after 10–35 ms at 300, but 300–800 ms at 1,000.
 */
export const MAX_EDIT_LENGTH = 300;
/** Each side's lines compared at most (a 200,000-character article has ~2,000). */
export const MAX_LINES = 10_000;
/** Unchanged lines kept before and after each change. */
export const CONTEXT_LINES = 1;

export function diffTextLines(before: readonly string[], after: readonly string[], context = CONTEXT_LINES): TextDiff {
  const tooLarge = { kind: 'tooLarge', beforeLines: before.length, afterLines: after.length } as const;
  if (before.length > MAX_LINES || after.length > MAX_LINES || unmatchedLines(before, after) > MAX_EDIT_LENGTH) return tooLarge;
  const changes = diffArrays([...before], [...after], { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) return tooLarge;

  const rows: DiffRow[] = [];
  let added = 0;
  let removed = 0;
  changes.forEach((change, index) => {
    if (change.added || change.removed) {
      const kind = change.added ? 'added' : 'removed';
      for (const text of change.value) rows.push({ kind, text });
      if (change.added) added += change.count;
      else removed += change.count;
      return;
    }
    // Unchanged: the lines next to a change stay, the middle folds into a count.
    const lines = change.value;
    const keepHead = index > 0 ? Math.min(context, lines.length) : 0;
    const keepTail = index < changes.length - 1 ? Math.min(context, lines.length - keepHead) : 0;
    for (const text of lines.slice(0, keepHead)) rows.push({ kind: 'same', text });
    const folded = lines.length - keepHead - keepTail;
    if (folded > 0) rows.push({ kind: 'skipped', count: folded });
    for (const text of lines.slice(lines.length - keepTail)) rows.push({ kind: 'same', text });
  });
  return { kind: 'diff', rows, added, removed };
}

/**
 * Lines of either text that no line of the other can match (counted with repeats): a lower bound of
 * the edit length, found in linear time. A rewrite is known to be too large before jsdiff spends
 * its bounded but quadratic effort finding that out (~50 ms warm, much more in a cold isolate).
 */
function unmatchedLines(before: readonly string[], after: readonly string[]): number {
  const balance = new Map<string, number>();
  for (const line of before) balance.set(line, (balance.get(line) ?? 0) + 1);
  for (const line of after) balance.set(line, (balance.get(line) ?? 0) - 1);
  let unmatched = 0;
  for (const count of balance.values()) unmatched += Math.abs(count);
  return unmatched;
}
