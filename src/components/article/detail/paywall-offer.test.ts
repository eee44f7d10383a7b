import { describe, expect, it } from 'vitest';
import { paywallOffer } from './paywall-offer';

describe('paywallOffer', () => {
  it('asks a guest to sign in, whatever the price', () => {
    expect(paywallOffer('guest', 600, null)).toEqual({ kind: 'sign-in' });
    expect(paywallOffer('guest', null, null)).toEqual({ kind: 'sign-in' });
  });

  it('sends a member short of the price to top up, with the shortfall (420 on 600: 180 more)', () => {
    expect(paywallOffer('member', 600, 420)).toEqual({ kind: 'top-up', balance: 420, shortfall: 180 });
    expect(paywallOffer('member', 600, 0)).toEqual({ kind: 'top-up', balance: 0, shortfall: 600 });
    expect(paywallOffer('member', 600, 599)).toEqual({ kind: 'top-up', balance: 599, shortfall: 1 });
  });

  it('offers the unlock to a member whose balance covers the price exactly or more', () => {
    expect(paywallOffer('member', 600, 600)).toEqual({ kind: 'unlock', balance: 600 });
    expect(paywallOffer('member', 80, 1200)).toEqual({ kind: 'unlock', balance: 1200 });
  });

  it('offers the unlock when the balance is unknown (profile service down): the article service still refuses a short one', () => {
    expect(paywallOffer('member', 600, null)).toEqual({ kind: 'unlock', balance: null });
  });

  it('offers nothing to pay when the price is unknown, but still says the balance', () => {
    expect(paywallOffer('member', null, 420)).toEqual({ kind: 'price-unavailable', balance: 420 });
  });
});
