import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxStorage } from './storage.ts';
import { createWallet, InsufficientBalanceError, MAX_TOP_UP, WalletInputError } from './wallet.ts';

const MEMBER = 1001; // demo "member", startingPCoin 500
const WRITER = 1003; // demo "writer", startingPCoin 300

describe('wallet', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('starts demo accounts at their startingPCoin and everyone else at 0', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    expect(await wallet.balance(MEMBER)).toBe(500);
    expect(await wallet.balance(1004)).toBe(9999);
    expect(await wallet.balance(2001)).toBe(0);
    expect(await wallet.balance(5001)).toBe(0);
  });

  it('charges once per key', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    expect(await wallet.charge(MEMBER, 120, 'unlock:article:7')).toEqual({ charged: true, balance: 380 });
    expect(await wallet.charge(MEMBER, 120, 'unlock:article:7')).toEqual({ charged: false, balance: 380 });
    expect(await wallet.charge(MEMBER, 30, 'unlock:article:8')).toEqual({ charged: true, balance: 350 });
    expect(await wallet.balance(MEMBER)).toBe(350);
  });

  it('keys are per member: the same key charges two members once each', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await wallet.charge(MEMBER, 100, 'unlock:article:1');
    expect(await wallet.charge(WRITER, 100, 'unlock:article:1')).toEqual({ charged: true, balance: 200 });
  });

  it('charges once when the same key is charged concurrently, even through two wallets on one storage', async () => {
    const storage = createSandboxStorage('memory');
    const a = createWallet(storage);
    const b = createWallet(storage);
    const results = await Promise.all([...Array.from({ length: 10 }, () => a.charge(MEMBER, 50, 'unlock:article:42')), ...Array.from({ length: 10 }, () => b.charge(MEMBER, 50, 'unlock:article:42'))]);
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect(results.every((r) => r.balance === 450)).toBe(true);
    expect(await a.balance(MEMBER)).toBe(450);
  });

  it('concurrent charges with different keys are all applied (no lost update)', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await Promise.all(Array.from({ length: 20 }, (_, i) => wallet.charge(MEMBER, 10, `k${i}`)));
    expect(await wallet.balance(MEMBER)).toBe(300);
  });

  it('refuses a charge above the balance, with balance and needed, and leaves the balance alone', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    const error = await wallet.charge(WRITER, 301, 'big').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientBalanceError);
    expect(error).toMatchObject({ balance: 300, needed: 301 });
    expect(await wallet.balance(WRITER)).toBe(300);
    // The refused key was not recorded: once affordable it charges.
    expect(await wallet.charge(WRITER, 300, 'big')).toEqual({ charged: true, balance: 0 });
    await expect(wallet.charge(2001, 1, 'x')).rejects.toBeInstanceOf(InsufficientBalanceError);
  });

  it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects the amount %s', async (amount) => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await expect(wallet.charge(MEMBER, amount, 'k')).rejects.toBeInstanceOf(WalletInputError);
    expect(await wallet.balance(MEMBER)).toBe(500);
  });

  it('rejects empty or huge keys and bad member ids', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await expect(wallet.charge(MEMBER, 1, '')).rejects.toBeInstanceOf(WalletInputError);
    await expect(wallet.charge(MEMBER, 1, 'k'.repeat(501))).rejects.toBeInstanceOf(WalletInputError);
    await expect(wallet.charge(-1, 1, 'k')).rejects.toBeInstanceOf(WalletInputError);
    await expect(wallet.balance(1.5)).rejects.toBeInstanceOf(WalletInputError);
  });

  it('keeps balances and charge records across wallet instances on the same fs storage', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wallet-'));
    dirs.push(dir);
    const first = createWallet(createSandboxStorage({ dir }));
    await first.charge(MEMBER, 200, '../../etc/passwd'); // an odd key must not become a path
    const second = createWallet(createSandboxStorage({ dir }));
    expect(await second.balance(MEMBER)).toBe(300);
    expect(await second.charge(MEMBER, 200, '../../etc/passwd')).toEqual({ charged: false, balance: 300 });
  });
});

describe('wallet top-up', () => {
  it('adds to the balance, and a later charge spends it', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    expect(await wallet.topUp(WRITER, 500)).toEqual({ balance: 800 });
    expect(await wallet.balance(WRITER)).toBe(800);
    expect(await wallet.charge(WRITER, 600, 'unlock:article:149')).toEqual({ charged: true, balance: 200 });
    expect(await wallet.topUp(2001, 100)).toEqual({ balance: 100 });
  });

  it('keeps the charges already made (a recharge of the same key still does not charge)', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await wallet.charge(MEMBER, 100, 'unlock:article:7');
    await wallet.topUp(MEMBER, 1000);
    expect(await wallet.charge(MEMBER, 100, 'unlock:article:7')).toEqual({ charged: false, balance: 1400 });
  });

  it('loses nothing when top-ups and charges of one member run at once', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await Promise.all([...Array.from({ length: 10 }, () => wallet.topUp(MEMBER, 100)), ...Array.from({ length: 10 }, (_, i) => wallet.charge(MEMBER, 10, `k${i}`))]);
    expect(await wallet.balance(MEMBER)).toBe(500 + 1000 - 100);
  });

  it.each([0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_TOP_UP + 1])('refuses the amount %s and leaves the balance alone', async (amount) => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await expect(wallet.topUp(MEMBER, amount)).rejects.toBeInstanceOf(WalletInputError);
    expect(await wallet.balance(MEMBER)).toBe(500);
  });

  it('refuses a bad member id', async () => {
    const wallet = createWallet(createSandboxStorage('memory'));
    await expect(wallet.topUp(0, 100)).rejects.toBeInstanceOf(WalletInputError);
  });
});
