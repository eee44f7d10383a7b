import { createHash } from 'node:crypto';
import { findAccountByMemberId } from './accounts.ts';
import type { SandboxStorage } from './storage.ts';

/**
 * pCoin wallet of the sandbox: balances and the charges already made, kept in sandbox storage
 * under `wallet:` so they survive restarts in dev. The article service charges it to unlock paid
 * articles; the profile service reads the live balance; the member centre's top-up page
 * (identity/top-up-page.ts) adds to it.
 */
export interface Wallet {
  /** The live balance: the demo account's startingPCoin until the first charge, 0 for other members. */
  balance(memberId: number): Promise<number>;
  /** Charges once per key: a second call with the same key does not charge again, even when concurrent. */
  charge(memberId: number, amount: number, key: string): Promise<{ charged: boolean; balance: number }>;
  /** Adds pCoin bought on the top-up page (1 … MAX_TOP_UP at a time); answers the new balance. */
  topUp(memberId: number, amount: number): Promise<{ balance: number }>;
}

/** The most one top-up may add: the page offers far less; anything above is a tampered form. */
export const MAX_TOP_UP = 100_000;

export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
  readonly balance: number;
  readonly needed: number;
  constructor(balance: number, needed: number) {
    super(`pCoin balance ${balance} is below the ${needed} needed`);
    this.balance = balance;
    this.needed = needed;
  }
}

/** A charge request the wallet refuses outright (bad amount, member id or key): a caller bug or hostile input. */
export class WalletInputError extends Error {
  override name = 'WalletInputError';
}

interface ChargeRecord {
  amount: number;
  balanceAfter: number;
  at: string;
}

/** One stored item per member, so a charge and its record are written together in one write. */
interface WalletAccount {
  balance: number;
  /** Charges made, by the SHA-256 of their key (keys come from callers and may be long or odd). */
  charges: Record<string, ChargeRecord>;
}

const MAX_KEY_LENGTH = 500;

const accountKey = (memberId: number) => `wallet:${memberId}`;
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const startingBalance = (memberId: number) => findAccountByMemberId(memberId)?.startingPCoin ?? 0;

/**
 * One promise chain per member and per storage, shared by every wallet on that storage in this
 * process: a charge reads, checks and writes without another charge of the same member in between.
 * (unstorage has no transactions; the sandbox is one process, so an in-process lock is enough.)
 */
const locks = new WeakMap<SandboxStorage, Map<number, Promise<unknown>>>();

function withMemberLock<T>(storage: SandboxStorage, memberId: number, task: () => Promise<T>): Promise<T> {
  let perMember = locks.get(storage);
  if (!perMember) {
    perMember = new Map();
    locks.set(storage, perMember);
  }
  const previous = perMember.get(memberId) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  perMember.set(memberId, settled);
  // Forget the chain once it is idle so the map does not grow with every member ever seen.
  void settled.then(() => {
    if (perMember.get(memberId) === settled) perMember.delete(memberId);
  });
  return run;
}

function assertMemberId(memberId: number): void {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new WalletInputError(`invalid member id ${memberId}`);
}

export function createWallet(storage: SandboxStorage): Wallet {
  const readAccount = async (memberId: number): Promise<WalletAccount> => {
    const stored = await storage.getItem<WalletAccount>(accountKey(memberId));
    if (stored && typeof stored.balance === 'number' && stored.charges && typeof stored.charges === 'object') {
      return stored;
    }
    return { balance: startingBalance(memberId), charges: {} };
  };

  return {
    async balance(memberId) {
      assertMemberId(memberId);
      return (await readAccount(memberId)).balance;
    },

    async charge(memberId, amount, key) {
      assertMemberId(memberId);
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new WalletInputError(`charge amount must be a positive integer, got ${amount}`);
      }
      if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
        throw new WalletInputError(`charge key must be a non-empty string of at most ${MAX_KEY_LENGTH} characters`);
      }
      const keyHash = hashKey(key);
      return withMemberLock(storage, memberId, async () => {
        const account = await readAccount(memberId);
        if (account.charges[keyHash]) return { charged: false, balance: account.balance };
        if (account.balance < amount) throw new InsufficientBalanceError(account.balance, amount);
        const balanceAfter = account.balance - amount;
        const charges = { ...account.charges, [keyHash]: { amount, balanceAfter, at: new Date().toISOString() } };
        await storage.setItem(accountKey(memberId), { balance: balanceAfter, charges } satisfies WalletAccount);
        return { charged: true, balance: balanceAfter };
      });
    },

    async topUp(memberId, amount) {
      assertMemberId(memberId);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_TOP_UP) {
        throw new WalletInputError(`top-up amount must be a whole number from 1 to ${MAX_TOP_UP}, got ${amount}`);
      }
      // Under the member's lock, like a charge: a top-up never overwrites a charge made at the same moment.
      return withMemberLock(storage, memberId, async () => {
        const account = await readAccount(memberId);
        const balance = account.balance + amount;
        await storage.setItem(accountKey(memberId), { ...account, balance } satisfies WalletAccount);
        return { balance };
      });
    },
  };
}
