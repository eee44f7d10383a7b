/**
 * A member's portfolio at the store's limits, for `scripts/bench/portfolio.ts`: 200 holdings across four
 * accounts (one that records its cash, one settled in TWD) and 20,000 transactions over five years:
 * purchases, partial sales, dividends with 30 % withheld, fees, deposits. Symbols are the sandbox's own
 * stocks and each trade is at that week's close, so the chart it draws is a real one. Seeded: every run
 * writes the same history.
 */
import { createRandom } from '../../sandbox/market/prng.ts';

/** As the seeding Worker takes them (tests/support/app/portfolio-seed-worker.ts): the store's AccountFields and EntryFields, as text. */
type EntryFields = Record<'kind' | 'date' | 'symbol' | 'shares' | 'price' | 'fee' | 'otherFees' | 'amount' | 'withheld' | 'splitFrom' | 'splitTo' | 'currency' | 'fx' | 'note', string>;
interface SeedAccount {
  fields: Record<'name' | 'currency' | 'costMethod' | 'feeRatePercent' | 'feeMinimum', string>;
  entries: EntryFields[];
}

const APP_HEADERS = { 'x-app-id': 'usstock-web' };
const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'HI', 'JKL', 'MN', 'OP', 'QR', 'S', 'TU'];
const ACCOUNTS: SeedAccount['fields'][] = [
  { name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' },
  { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '35' },
  { name: '富邦複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.3', feeMinimum: '39' },
  { name: 'Schwab', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' },
];
/** The first account records its cash: a deposit before its first purchase and every so often after. */
const CASH_ACCOUNT = 0;

async function sandboxJson<T>(sandboxUrl: string, path: string): Promise<T> {
  const res = await fetch(`${sandboxUrl}/business${path}`, { headers: APP_HEADERS });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** `count` of the sandbox's stocks, with their weekly closes over five years. */
async function stocksWithCloses(sandboxUrl: string, count: number): Promise<{ symbol: string; weeks: { date: string; close: number }[] }[]> {
  const symbols: string[] = [];
  for (const group of GROUPS) {
    if (symbols.length >= count) break;
    const { items } = await sandboxJson<{ items: { id: string; type?: string }[] }>(sandboxUrl, `/api/Stock/Directory?group=${group}`);
    symbols.push(...items.filter((item) => /^[A-Z]+$/.test(item.id)).map((item) => item.id));
  }
  return Promise.all(
    symbols.slice(0, count).map(async (symbol) => {
      const history = await sandboxJson<{ bars: { date: string; close: number }[] }>(sandboxUrl, `/api/Stock/${symbol}/PriceHistory?range=5Y`);
      return { symbol, weeks: history.bars.filter((bar) => bar.close > 0).map(({ date, close }) => ({ date, close })) };
    }),
  );
}

const blank: EntryFields = { kind: 'buy', date: '', symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', fx: '', note: '' };
const money = (value: number) => (Math.round(value * 100) / 100).toString();

export async function portfolioAtTheLimits(sandboxUrl: string, holdings = 200, transactions = 20_000): Promise<SeedAccount[]> {
  const stocks = await stocksWithCloses(sandboxUrl, holdings);
  const next = createRandom('portfolio-bench').next;
  // Fewer holdings than accounts (the page's floor: one holding) fill only as many accounts.
  const accounts = ACCOUNTS.slice(0, Math.max(1, Math.min(ACCOUNTS.length, holdings)));
  const perAccount = Math.floor(transactions / accounts.length);
  return accounts.map((fields, accountIndex) => {
    const mine = stocks.filter((_, index) => index % accounts.length === accountIndex);
    const held = new Map<string, number>();
    const entries: EntryFields[] = [];
    const weeks = mine[0]?.weeks.length ?? 0;
    for (let i = 0; entries.length < perAccount; i += 1) {
      // The first trades buy every stock once, so each is held from the start and to the end.
      const stock = i < mine.length ? mine[i]! : mine[Math.floor(next() * mine.length)]!;
      const week = Math.min(stock.weeks.length - 1, Math.floor((i / perAccount) * weeks));
      const { date, close } = stock.weeks[week]!;
      const base = { ...blank, date, symbol: stock.symbol, fx: (30 + next() * 3).toFixed(2) };
      const have = held.get(stock.symbol) ?? 0;
      const roll = i < mine.length ? 0 : next();
      if (accountIndex === CASH_ACCOUNT && entries.length % 50 === 0) entries.push({ ...base, kind: 'deposit', symbol: '', amount: '20000', currency: 'USD' });
      if (roll < 0.55 || have < 2) {
        const shares = 1 + Math.floor(next() * 20);
        held.set(stock.symbol, have + shares);
        entries.push({ ...base, kind: 'buy', shares: String(shares), price: money(close), fee: '1.5', otherFees: '0' });
      } else if (roll < 0.8) {
        const shares = Math.max(1, Math.floor(have * next() * 0.5));
        held.set(stock.symbol, have - shares);
        entries.push({ ...base, kind: 'sell', shares: String(shares), price: money(close), fee: '1.5', otherFees: '0.02' });
      } else if (roll < 0.95) {
        // At least a cent: a dividend of nothing is refused (a cheap stock held in few shares).
        const gross = Math.max(0.01, have * close * 0.004);
        entries.push({ ...base, kind: 'dividend', amount: money(gross), withheld: money(gross * 0.3) });
      } else {
        entries.push({ ...base, kind: 'fee', symbol: '', amount: '2.5' });
      }
    }
    return { fields, entries: entries.slice(0, perAccount) };
  });
}
