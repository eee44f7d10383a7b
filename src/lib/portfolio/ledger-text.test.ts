import { describe, expect, it } from 'vitest';
import { d, trade as usdTrade, usdAccount } from '@tests/ledger-fixtures';
import { replayAccount } from './ledger';
import { readLedger, writeLedger } from './ledger-text';
import type { CostMethod, Transaction } from './transactions';

const account = (costMethod: CostMethod) => usdAccount(costMethod, { name: 'Firstrade', ratePercent: '0', minimum: '0' });
/** Figures of many places: a fee of US$1.50 and other fees of US$0.02 at 31.234. */
const trade = (id: string, kind: 'buy' | 'sell', date: string, shares: string, price: string) => usdTrade(id, kind, date, shares, price, '31.234', { fee: '1.5', otherFees: '0.02' });
/** Lots, a part sold, a split, a dividend, a fee: every record the ledger keeps, with figures of many places. */
const history: Transaction[] = [
  trade('t1', 'buy', '2024-01-10', '10', '150.123'),
  trade('t2', 'buy', '2024-03-10', '0.00000001', '170'),
  { id: 't3', accountId: 'a1', kind: 'split', date: '2024-04-01', symbol: 'AAPL', from: d('1'), to: d('3'), fx: d('32') },
  { id: 't4', accountId: 'a1', kind: 'dividend', date: '2024-05-15', symbol: 'AAPL', gross: d('3.75'), withheld: d('1.13'), fx: d('32') },
  trade('t5', 'sell', '2024-06-01', '7', '60'),
  { id: 't6', accountId: 'a1', kind: 'fee', date: '2024-06-02', amount: d('2.5'), fx: d('31') },
];

describe('writeLedger / readLedger', () => {
  it.each(['fifo', 'average'] as const)('gives back the replayed ledger, every figure exact (%s)', (costMethod) => {
    const replayed = replayAccount(account(costMethod), history);
    expect(replayed.ok).toBe(true);
    const stored = writeLedger(replayed);
    expect(stored).not.toMatch(/e[+-]?\d/);
    expect(readLedger(account(costMethod), stored)).toEqual(replayed);
  });

  it('keeps a refusal as it was replayed, and takes the account as it is now (a rename changes no figure)', () => {
    const refused = replayAccount(account('fifo'), [trade('t1', 'sell', '2024-01-10', '1', '10')]);
    expect(readLedger(account('fifo'), writeLedger(refused))).toEqual(refused);
    const renamed = { ...account('fifo'), name: '嘉信' };
    const read = readLedger(renamed, writeLedger(replayAccount(account('fifo'), history)));
    expect(read.ok && read.ledger.account.name).toBe('嘉信');
  });
});
