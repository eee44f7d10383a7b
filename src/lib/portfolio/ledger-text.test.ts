import { describe, expect, it } from 'vitest';
import { replayAccount } from './ledger';
import { readLedger, writeLedger } from './ledger-text';
import { Decimal } from './money';
import type { Account, CostMethod, Transaction } from './transactions';

const d = (text: string) => new Decimal(text);
const account = (costMethod: CostMethod): Account => ({ id: 'a1', name: 'Firstrade', currency: 'USD', costMethod, fee: { ratePercent: d('0'), minimum: d('0') } });
const trade = (id: string, kind: 'buy' | 'sell', date: string, shares: string, price: string): Transaction => ({
  id,
  accountId: 'a1',
  kind,
  date,
  symbol: 'AAPL',
  shares: d(shares),
  price: d(price),
  fee: d('1.5'),
  otherFees: d('0.02'),
  fx: d('31.234'),
});
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
