import { describe, expect, it } from 'vitest';
import { type DiffRow, diffTextLines, MAX_EDIT_LENGTH } from './text-diff';

const lines = (count: number, prefix = '行') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);
const rowsOf = (before: string[], after: string[], context?: number): DiffRow[] => {
  const diff = diffTextLines(before, after, context);
  if (diff.kind !== 'diff') throw new Error(`expected a diff, got ${diff.kind}`);
  return diff.rows;
};

describe('diffTextLines', () => {
  it('marks added and removed lines, with one unchanged line of context each side', () => {
    const before = ['標題', '甲', '乙', '丙', '丁', '戊'];
    const after = ['標題', '甲', '乙二', '丙', '丁', '戊', '己'];
    const diff = diffTextLines(before, after);
    expect(diff).toEqual({
      kind: 'diff',
      added: 2,
      removed: 1,
      rows: [
        { kind: 'skipped', count: 1 },
        { kind: 'same', text: '甲' },
        { kind: 'removed', text: '乙' },
        { kind: 'added', text: '乙二' },
        { kind: 'same', text: '丙' },
        { kind: 'skipped', count: 1 },
        { kind: 'same', text: '戊' },
        { kind: 'added', text: '己' },
      ],
    });
  });

  it('identical texts: no added or removed rows, everything folded', () => {
    expect(diffTextLines(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({ kind: 'diff', added: 0, removed: 0, rows: [{ kind: 'skipped', count: 3 }] });
    expect(diffTextLines([], [])).toEqual({ kind: 'diff', added: 0, removed: 0, rows: [] });
  });

  it('a text written from nothing is all added; a text emptied is all removed', () => {
    expect(rowsOf([], ['a', 'b'])).toEqual([
      { kind: 'added', text: 'a' },
      { kind: 'added', text: 'b' },
    ]);
    expect(rowsOf(['a'], [])).toEqual([{ kind: 'removed', text: 'a' }]);
  });

  it('more context when asked; a short unchanged stretch between changes is not folded', () => {
    expect(rowsOf(['x', 'a', 'b', 'y'], ['X', 'a', 'b', 'Y'], 1)).toEqual([
      { kind: 'removed', text: 'x' },
      { kind: 'added', text: 'X' },
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
      { kind: 'removed', text: 'y' },
      { kind: 'added', text: 'Y' },
    ]);
    expect(rowsOf([...lines(5), 'z'], [...lines(5), 'Z'], 3).slice(0, 2)).toEqual([
      { kind: 'skipped', count: 2 },
      { kind: 'same', text: '行3' },
    ]);
  });

  it('two long, wholly different texts give up early instead of burning CPU', () => {
    const started = performance.now();
    const diff = diffTextLines(lines(5_000, '舊'), lines(5_000, '新'));
    expect(diff).toEqual({ kind: 'tooLarge', beforeLines: 5_000, afterLines: 5_000 });
    // ~20 ms when the machine is idle; a bound ten times higher would still be caught past it.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('a long text with a few changes is still diffed quickly', () => {
    const before = lines(8_000);
    const after = before.map((line, index) => (index % 100 === 0 ? `${line}（改）` : line));
    const started = performance.now();
    const diff = diffTextLines(before, after);
    expect(performance.now() - started).toBeLessThan(500);
    expect(diff).toMatchObject({ kind: 'diff', added: 80, removed: 80 });
  });

  it('the same lines in another order (nothing to rule out by counting) still give up within the bound', () => {
    const before = lines(2_000);
    const diff = diffTextLines(before, [...before].reverse());
    expect(diff).toEqual({ kind: 'tooLarge', beforeLines: 2_000, afterLines: 2_000 });
  });

  it('exactly at the edit bound it still answers; past it, tooLarge', () => {
    const half = MAX_EDIT_LENGTH / 2;
    expect(diffTextLines(lines(half, 'a'), lines(half, 'b')).kind).toBe('diff');
    expect(diffTextLines(lines(half + 1, 'a'), lines(half + 1, 'b')).kind).toBe('tooLarge');
  });

  it('more lines than are compared: tooLarge without diffing', () => {
    expect(diffTextLines(lines(10_001), ['a'])).toEqual({ kind: 'tooLarge', beforeLines: 10_001, afterLines: 1 });
  });
});
