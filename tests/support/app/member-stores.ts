import { env } from 'cloudflare:workers';
import { memberStoreOf } from '@/lib/member/member-store';

/** For the workerd tests: the member stores (the project binds MEMBER_STORES to the live Worker's class, vitest.config.ts). */
export const memberStores = (env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES;
export const storeOf = (memberId: number) => memberStoreOf(memberStores, memberId);

/**
 * A call to a member store that survives the workerd test pool's reload of its main module: the pool
 * replaces the project's Durable Object instances when a test file's fresh modules load that module
 * again (it holds the MemberStore class), and the first call that still reaches an old instance fails
 * with "… changed, invalidating this Durable Object. Please retry …". Which file meets it depends on
 * the order files run in, so every file's first call goes through here, and `call` makes its stub anew
 * (the same stub keeps reaching the replaced instance).
 */
export async function afterStoreReload<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Error && err.message.includes('invalidating this Durable Object')) return await call();
    throw err;
  }
}
