import { describe, expect, it } from 'vitest';
import { compareHint } from './watchlist-compare';

describe('compareHint', () => {
  it('two to four rows are ready to compare', () => {
    expect(compareHint(2)).toEqual({ ready: true, text: '已選 2 檔。' });
    expect(compareHint(4).ready).toBe(true);
  });

  it('fewer or more say what to do', () => {
    expect(compareHint(0)).toEqual({ ready: false, text: '勾選 2 到 4 檔，再按「比較」並排比較。' });
    expect(compareHint(1)).toEqual({ ready: false, text: '已選 1 檔，再勾選 1 檔以上才能比較。' });
    expect(compareHint(6)).toEqual({ ready: false, text: '一次最多比較 4 檔，已選 6 檔，請取消 2 檔。' });
  });
});
