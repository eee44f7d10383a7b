import { describe, expect, it } from 'vitest';
import type { EntryFields } from './entries';
import { proposeSplits, readSplitTitle } from './split-proposals';

const entry = (kind: EntryFields['kind'], date: string, symbol: string, fx: string) => ({ kind, date, symbol, fx });
const NVDA_SPLIT = { symbol: 'NVDA', date: '2024-06-10', from: '1', to: '10' };

describe('readSplitTitle', () => {
  it('reads the service’s title of a split and of a reverse split', () => {
    expect(readSplitTitle('1 股分割為 4 股')).toEqual({ from: '1', to: '4' });
    expect(readSplitTitle('10 股分割為 1 股')).toEqual({ from: '10', to: '1' });
  });

  it('proposes nothing from a title it cannot read for sure', () => {
    for (const title of ['1 股分割為 1 股', '0 股分割為 4 股', '股票分割', '1 股分割為 4.5 股', '1 股分割為 4 股<script>']) expect(readSplitTitle(title)).toBeNull();
  });
});

describe('proposeSplits', () => {
  const bought = [entry('buy', '2024-01-05', 'NVDA', '31.2'), entry('dividend', '2024-03-27', 'NVDA', '31.9'), entry('buy', '2024-07-01', 'NVDA', '32.4')];

  it('proposes a split of a held stock after its first purchase, with the member’s rate of that time', () => {
    expect(proposeSplits(7, bought, new Set(['NVDA']), [NVDA_SPLIT], '2026-12-02')).toEqual([{ ...NVDA_SPLIT, accountId: 7, fx: '31.9' }]);
  });

  it('proposes nothing already written, before the first purchase, on its day, in the future, or of a stock no longer held', () => {
    const recorded = [...bought, entry('split', '2024-06-10', 'NVDA', '32')];
    expect(proposeSplits(7, recorded, new Set(['NVDA']), [NVDA_SPLIT], '2026-12-02')).toEqual([]);
    const later = [entry('buy', '2024-06-10', 'NVDA', '32.3')];
    expect(proposeSplits(7, later, new Set(['NVDA']), [NVDA_SPLIT], '2026-12-02')).toEqual([]);
    expect(proposeSplits(7, bought, new Set(['NVDA']), [{ ...NVDA_SPLIT, date: '2026-12-28' }], '2026-12-02')).toEqual([]);
    expect(proposeSplits(7, bought, new Set(['AAPL']), [NVDA_SPLIT], '2026-12-02')).toEqual([]);
  });

  it('keeps a split of another stock on the same date apart, oldest first', () => {
    const both = [entry('buy', '2020-01-02', 'AAPL', '30'), ...bought.slice(0, 2), entry('split', '2024-06-10', 'AAPL', '32'), bought[2]!];
    const events = [{ symbol: 'AAPL', date: '2020-08-31', from: '1', to: '4' }, NVDA_SPLIT];
    expect(proposeSplits(7, both, new Set(['NVDA', 'AAPL']), events, '2026-12-02').map((proposal) => `${proposal.symbol} ${proposal.date} ${proposal.fx}`)).toEqual([
      'AAPL 2020-08-31 30',
      'NVDA 2024-06-10 32',
    ]);
  });
});
