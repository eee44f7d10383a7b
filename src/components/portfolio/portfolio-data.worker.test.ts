import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { afterStoreReload } from '@tests/member-stores';
import { type MemberStore, memberStoreOf } from '@/lib/member/member-store';
import type { EntryFields } from '@/lib/portfolio/entries';
import { replayAccount } from '@/lib/portfolio/ledger';
import { loadPortfolio } from './portfolio-data';
import { ledgerAccount } from '@/lib/portfolio/store-rpc';

/**
 * What a page load reads from the member's real store (the MemberStore object, SQLite): the accounts
 * with their stored ledgers in one call, and no transaction until a part of the page asks for them all.
 */
const freshStore = (): MemberStore => memberStoreOf((env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES, 600_000_000 + Math.floor(Math.random() * 1e8));

const NONE = { symbol: '', shares: '', price: '', fee: '1', otherFees: '0', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const trade = (kind: 'buy' | 'sell', date: string, shares: string): EntryFields => ({ ...NONE, kind, date, symbol: 'AAPL', shares, price: '150.25', fx: '31.5' });

/** The store, with every call it answers counted by name. */
function counted(store: MemberStore): { store: MemberStore; calls: string[] } {
  const calls: string[] = [];
  const proxy = new Proxy(store, {
    get(target, name) {
      // An RPC stub's methods are stubs too (no `apply`): each is called on the stub by its name.
      const methods = target as unknown as Record<string | symbol, (...args: unknown[]) => unknown>;
      if (typeof name !== 'string' || name === 'then') return methods[name];
      return (...args: unknown[]) => {
        calls.push(name);
        return methods[name]!(...args);
      };
    },
  });
  return { store: proxy, calls };
}

describe('loadPortfolio', () => {
  it('reads the accounts and their stored ledgers in one call, and the transactions only when asked, once', async () => {
    const real = freshStore();
    const created = await afterStoreReload(() => real.createAccount({ name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' }));
    if (created.status !== 'saved') throw new Error('no account');
    await real.importTransactions(created.account.id, [trade('buy', '2025-01-02', '10'), trade('buy', '2025-02-03', '4'), trade('sell', '2025-03-03', '12')]);
    const { store, calls } = counted(real);
    const [loaded] = await loadPortfolio(store);
    expect(calls).toEqual(['listAccountLedgers']);
    if (!loaded) throw new Error('no account loaded');
    expect(loaded.transactionCount).toBe(3);

    const transactions = await loaded.transactions();
    await loaded.entries();
    expect(calls).toEqual(['listAccountLedgers', 'listTransactions']);
    // What the store kept is what the transactions replay to now.
    expect(loaded.replayed).toEqual(replayAccount(ledgerAccount(loaded.account), transactions));
  });
});
