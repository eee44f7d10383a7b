import type { Reader } from './access';

/**
 * What the paywall offers this reader: a guest signs in; a member whose balance covers
 * the price (or whose balance the profile service could not tell now) confirms and unlocks; a member
 * whose balance is short is told by how much and sent to top up, instead of being offered an unlock
 * the article service would refuse only after 確認. No price, nothing to confirm.
 */
export type PaywallOffer =
  { kind: 'sign-in' } | { kind: 'price-unavailable'; balance: number | null } | { kind: 'unlock'; balance: number | null } | { kind: 'top-up'; balance: number; shortfall: number };

export function paywallOffer(reader: Reader, price: number | null, balance: number | null): PaywallOffer {
  if (reader === 'guest') return { kind: 'sign-in' };
  if (price === null) return { kind: 'price-unavailable', balance };
  if (balance !== null && balance < price) return { kind: 'top-up', balance, shortfall: price - balance };
  return { kind: 'unlock', balance };
}
