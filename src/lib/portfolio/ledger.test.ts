import { describe, expect, it } from 'vitest';
import { AAPL_ROUND_TRIP, d, trade, usdAccount } from '@tests/ledger-fixtures';
import type { Decimal } from './money';
import { replayAccount } from './ledger';
import { valuePositions } from './holdings';

const text = (value: Decimal | null | undefined) => value?.toString();

describe('replayAccount', () => {
  it('FIFO: the sale takes the first lot whole and two shares of the second, at their own rates', () => {
    const replayed = replayAccount(usdAccount('fifo'), AAPL_ROUND_TRIP);
    if (!replayed.ok) throw new Error('refused');
    const [sale] = replayed.ledger.sales;
    expect([sale?.proceedsUsd, sale?.proceedsTwd, sale?.costUsd, sale?.costTwd, sale?.realisedUsd, sale?.realisedTwd].map(text)).toEqual(['2385', '73935', '1861', '60655.5', '524', '13279.5']);
    const [position] = replayed.ledger.positions;
    expect([position?.shares, position?.costUsd, position?.costTwd].map(text)).toEqual(['3', '519', '17127']);
  });

  it('average cost: the sale takes 12/15 of the pooled cost', () => {
    const replayed = replayAccount(usdAccount('average'), AAPL_ROUND_TRIP);
    if (!replayed.ok) throw new Error('refused');
    const [sale] = replayed.ledger.sales;
    expect([sale?.costUsd, sale?.costTwd, sale?.realisedUsd, sale?.realisedTwd].map(text)).toEqual(['1904', '62226', '481', '11709']);
    expect(text(replayed.ledger.positions[0]?.costUsd)).toBe('476');
  });

  it('books a dividend gross, withheld and net, in TWD at the pay date’s rate', () => {
    const replayed = replayAccount(usdAccount('fifo'), AAPL_ROUND_TRIP);
    if (!replayed.ok) throw new Error('refused');
    const [dividend] = replayed.ledger.dividends;
    expect([dividend?.grossUsd, dividend?.withheldUsd, dividend?.netUsd, dividend?.grossTwd, dividend?.withheldTwd, dividend?.netTwd].map(text)).toEqual([
      '3.75',
      '1.13',
      '2.62',
      '120',
      '36.16',
      '83.84',
    ]);
  });

  it('refuses a sale of more than the account holds on that day, naming it', () => {
    const replayed = replayAccount(usdAccount('fifo'), [...AAPL_ROUND_TRIP, trade('t5', 'sell', '2025-07-01', '4', '200', '31')]);
    expect(replayed).toEqual({ ok: false, errors: [{ transactionId: 't5', message: '2025-07-01 賣出 AAPL 4 股，超過當時持有的 3 股' }] });
  });

  it('takes transactions by date, whatever order they were written in', () => {
    const replayed = replayAccount(usdAccount('fifo'), [AAPL_ROUND_TRIP[3]!, AAPL_ROUND_TRIP[0]!, AAPL_ROUND_TRIP[2]!, AAPL_ROUND_TRIP[1]!]);
    expect(replayed.ok).toBe(true);
  });

  it('a 4-for-1 split quadruples the shares and keeps the cost', () => {
    const replayed = replayAccount(usdAccount('fifo'), [AAPL_ROUND_TRIP[0]!, { id: 's', accountId: 'a1', kind: 'split', date: '2025-02-01', symbol: 'AAPL', from: d('1'), to: d('4'), fx: d('32') }]);
    if (!replayed.ok) throw new Error('refused');
    expect([replayed.ledger.positions[0]?.shares, replayed.ledger.positions[0]?.costUsd].map(text)).toEqual(['40', '1515']);
  });
});

describe('valuePositions', () => {
  it('splits the TWD gain into the price’s part and the rate’s part, to the cent', () => {
    const replayed = replayAccount(usdAccount('fifo'), AAPL_ROUND_TRIP);
    if (!replayed.ok) throw new Error('refused');
    const { holdings } = valuePositions(replayed.ledger.positions, new Map([['AAPL', d('210')]]), d('30'));
    const [aapl] = holdings;
    // 3 shares cost 519 USD, 17,127 TWD (bought at 33); worth 630 USD, 18,900 TWD at 30.
    expect([aapl?.valueUsd, aapl?.valueTwd, aapl?.unrealisedUsd, aapl?.unrealisedTwd, aapl?.priceEffectTwd, aapl?.fxEffectTwd, aapl?.weightPercent].map(text)).toEqual([
      '630',
      '18900',
      '111',
      '1773',
      '3330',
      '-1557',
      '100',
    ]);
  });

  it('lists a holding without a price, with no value or gain', () => {
    const replayed = replayAccount(usdAccount('fifo'), AAPL_ROUND_TRIP);
    if (!replayed.ok) throw new Error('refused');
    const valuation = valuePositions(replayed.ledger.positions, new Map(), d('30'));
    expect(valuation.holdings[0]?.valueUsd).toBeNull();
    expect(text(valuation.valueTwd)).toBe('0');
  });
});
