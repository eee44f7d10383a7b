import { describe, expect, it } from 'vitest';
import { fullRows } from './full-rows';

describe('fullRows', () => {
  const LAPTOP = [5, 4];
  const TABLET = [4, 3];

  it('sixteen cards: four rows of four rather than three of five and one alone', () => {
    expect(fullRows(16, LAPTOP)).toEqual({ columns: 4, shown: 16 });
    expect(fullRows(16, TABLET)).toEqual({ columns: 4, shown: 16 });
  });

  it('twenty cards keep five columns; counts no choice divides lose the fewest cards', () => {
    expect(fullRows(20, LAPTOP)).toEqual({ columns: 5, shown: 20 });
    expect(fullRows(19, LAPTOP)).toEqual({ columns: 4, shown: 16 });
    expect(fullRows(19, TABLET)).toEqual({ columns: 3, shown: 18 });
    expect(fullRows(11, LAPTOP)).toEqual({ columns: 5, shown: 10 });
  });

  it('fewer cards than a row (the three fallback stocks) make one row of wider cards', () => {
    expect(fullRows(3, LAPTOP)).toEqual({ columns: 3, shown: 3 });
    expect(fullRows(3, TABLET)).toEqual({ columns: 3, shown: 3 });
    expect(fullRows(0, LAPTOP)).toEqual({ columns: 4, shown: 0 });
  });

  it('never leaves a partial row', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (const choices of [LAPTOP, TABLET]) {
        const { columns, shown } = fullRows(count, choices);
        expect(shown % columns, `${count} in ${choices.join('/')}`).toBe(0);
        expect(shown).toBeLessThanOrEqual(count);
      }
    }
  });
});
