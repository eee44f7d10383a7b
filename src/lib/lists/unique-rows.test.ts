import { describe, expect, it } from 'vitest';
import { keepUnseen, newsRowKeys, postRowKeys } from './unique-rows';

const news = (id: string, title: string) => ({ id, title });

describe('keepUnseen', () => {
  it('drops a news item that repeats an id or a headline, keeping the first', () => {
    const rows = [news('a', '輝達下跌 0.38%，短線獲利了結'), news('b', '輝達下跌 0.38%，短線獲利了結'), news('a', '另一則'), news('c', '蘋果收高')];
    expect(keepUnseen(rows, newsRowKeys).map((row) => row.id)).toEqual(['a', 'c']);
  });

  it('counts headlines that differ only in spacing or full-width characters as the same', () => {
    const rows = [news('a', '輝達 下跌 0.38%'), news('b', '輝達下跌０.３８％'), news('c', '輝達下跌 0.39%')];
    expect(keepUnseen(rows, newsRowKeys).map((row) => row.id)).toEqual(['a', 'c']);
  });

  it('remembers across pages through the set it is given', () => {
    const seen = new Set<string>();
    expect(keepUnseen([news('a', 'A'), news('b', 'B')], newsRowKeys, seen)).toHaveLength(2);
    expect(keepUnseen([news('b', 'B2'), news('c', 'A'), news('d', 'D')], newsRowKeys, seen).map((row) => row.id)).toEqual(['d']);
    expect(keepUnseen([{ id: 'p1' }, { id: 'p2' }, { id: 'p1' }], postRowKeys).map((row) => row.id)).toEqual(['p1', 'p2']);
  });
});
