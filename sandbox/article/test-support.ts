import { fileURLToPath } from 'node:url';
import type { SandboxUser, VerifyBearer } from '../auth-types.ts';
import { HOSTILE_FIXTURES_FILE } from '../content/fixtures/hostile.ts';
import { type Content, loadContent } from '../content/index.ts';
import { readFixtures } from '../fixtures.ts';
import { createSandboxStorage, type SandboxStorage } from '../storage.ts';
import type { Wallet } from '../wallet.ts';
import { createArticleService } from './index.ts';

/**
 * In-process harness for the article service tests: a fake bearer check (the token is the
 * demo username), an in-memory wallet and helpers around `app.request`.
 */
export const PUBLIC_URL = 'http://sandbox.test';

const MEMBER_IDS = { member: 1001, author: 1002, writer: 1003, admin: 1004, poor: 1999 } as const;
export type TestToken = keyof typeof MEMBER_IDS | 'guest' | 'forged';

export const fakeVerifyBearer: VerifyBearer = async (header) => {
  const token = header?.replace(/^Bearer\s+/i, '');
  if (token === 'guest') return { sub: 'guest-1', memberId: null, guid: 'guest-guid', isGuest: true } satisfies SandboxUser;
  const memberId = token ? MEMBER_IDS[token as keyof typeof MEMBER_IDS] : undefined;
  return memberId ? { sub: String(memberId), memberId, guid: `guid-${memberId}`, isGuest: false } : null;
};

/** A wallet honouring the interface's contract (one charge per key). Member 1999 has no pCoin. */
export function fakeWallet(): Wallet & { charges: string[] } {
  const balances = new Map<number, number>();
  const seen = new Set<string>();
  const charges: string[] = [];
  const balanceOf = (id: number) => balances.get(id) ?? (id === 1999 ? 0 : 500);
  return {
    charges,
    async balance(memberId) {
      return balanceOf(memberId);
    },
    async charge(memberId, amount, key) {
      // Yield first, so concurrent callers really interleave.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (seen.has(key)) return { charged: false, balance: balanceOf(memberId) };
      if (balanceOf(memberId) < amount) {
        const err = new Error('insufficient') as Error & { balance: number };
        err.name = 'InsufficientBalanceError';
        err.balance = balanceOf(memberId);
        throw err;
      }
      seen.add(key);
      charges.push(key);
      balances.set(memberId, balanceOf(memberId) - amount);
      return { charged: true, balance: balanceOf(memberId) };
    },
    // The article service only charges; top-ups are the member centre's (identity/top-up-page.ts).
    async topUp() {
      throw new Error('the article service never tops up');
    },
  };
}

/** A wallet that charges on every call (no key check): proves the service itself never double-charges. */
export function naiveWallet(): Wallet & { charges: string[] } {
  const charges: string[] = [];
  return {
    charges,
    async balance() {
      return 500 - charges.length * 10;
    },
    async charge(_memberId, _amount, key) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      charges.push(key);
      return { charged: true, balance: 500 - charges.length * 10 };
    },
    async topUp() {
      throw new Error('the article service never tops up');
    },
  };
}

export interface Harness {
  request(path: string, init?: { method?: string; token?: TestToken; body?: unknown; rawBody?: string }): Promise<Response>;
  // Tests read answer bodies loosely, then assert the fields they need.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(path: string, init?: { method?: string; token?: TestToken; body?: unknown; rawBody?: string }): Promise<{ status: number; body: T }>;
  storage: SandboxStorage;
  wallet: Wallet & { charges?: string[] };
  content: Content;
}

/**
 * The built-in content plus the hostile test fixture (articles 900, 9001–9004; authors 99, 9001, 9002),
 * as the e2e stacks load it with SANDBOX_FIXTURES. The default harness has the built-in demo only.
 */
export async function hostileContent(): Promise<Content> {
  const fixtures = await readFixtures(fileURLToPath(new URL(`../../${HOSTILE_FIXTURES_FILE}`, import.meta.url)));
  return loadContent({ articles: fixtures.articles ?? [], authors: fixtures.authors ?? [] });
}

export function harness(options: { wallet?: Wallet & { charges?: string[] }; storage?: SandboxStorage; content?: Content } = {}): Harness {
  const storage = options.storage ?? createSandboxStorage('memory');
  const wallet = options.wallet ?? fakeWallet();
  const content = options.content ?? loadContent({ articles: [], authors: [] });
  const app = createArticleService({ storage, wallet, content, verifyBearer: fakeVerifyBearer, publicUrl: PUBLIC_URL, now: () => new Date('2026-11-22T08:00:00Z') });
  const request: Harness['request'] = (path, init = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    return Promise.resolve(app.request(path, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, ...(body !== undefined ? { body } : {}) }));
  };
  return {
    request,
    async json(path, init) {
      const res = await request(path, init);
      return { status: res.status, body: await res.json() };
    },
    storage,
    wallet,
    content,
  };
}

/** Walks every page of a cursor-paged list and returns all article ids in order. */
export async function walkPages(page: (cursor: string | null) => Promise<{ articles: { articleId: number }[]; nextCursor: string | null }>): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const result = await page(cursor);
    ids.push(...result.articles.map((a) => a.articleId));
    if (!result.nextCursor) return ids;
    cursor = result.nextCursor;
  }
  throw new Error('more than 100 pages');
}
