import type { AlertsRpc } from '@/lib/alerts/alert-types';
import type { PortfolioRpc } from '@/lib/portfolio/store-rpc';
import type { SavedScreensRpc } from './saved-screens';

/**
 * A member's own store (decision 052): the MemberStore Durable Object of the live Worker, one per
 * member, reached through this Worker's MEMBER_STORES binding. Its name is the member id of the
 * request's verified session, the only way in: nothing a request says (a form field, a header, a query)
 * picks a store, so no one reaches another member's data.
 */
export type MemberStore = SavedScreensRpc & PortfolioRpc & AlertsRpc;

const storeName = (memberId: number): string => `member:${memberId}`;

/** The store of `memberId` (a verified session's member id), in the namespace given (an edge handler's `c.env`). */
export function memberStoreOf(stores: DurableObjectNamespace, memberId: number): MemberStore {
  return stores.get(stores.idFromName(storeName(memberId))) as unknown as MemberStore;
}
