import { describe, expect, it } from 'vitest';
import { expectedRows, tableBlockHeight } from './layout';

describe('the constituents skeleton', () => {
  it('holds exactly the rows of the fixed-size indices, and a full page of the others', () => {
    expect(expectedRows('#DJI', 1)).toBe(30);
    expect(expectedRows('#SOXX', 1)).toBe(30);
    expect(expectedRows('#DJI', 2)).toBe(0);
    expect(expectedRows('#GSPC', 1)).toBe(50);
    expect(expectedRows('#IXIC', 40)).toBe(50);
  });

  it('is the title, header, rows, frame and pager', () => {
    expect(tableBlockHeight(30)).toBe(48 + 44 + 30 * 48 + 2 + 56);
  });
});
