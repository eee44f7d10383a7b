import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PaywallProps } from './Paywall';

/**
 * The paywall's states as the server renders them. UnlockButton, the client part, is a
 * marker here carrying its props: its own behaviour is the e2e's (article-prices.spec.ts).
 */
vi.mock('./UnlockButton', () => ({
  UnlockButton: ({ reader, price, topUpHref }: { reader: string; price: number | null; topUpHref: string }) => (
    <button type="button" data-testid="unlock-button-stub" data-reader={reader} data-price={String(price)} data-top-up={topUpHref} />
  ),
}));

const { Paywall } = await import('./Paywall');

const TOP_UP = 'http://localhost:8788/identity/wallet/top-up?returnUrl=http%3A%2F%2Flocalhost%3A8787%2Farticle%2F149';
const base: PaywallProps = { price: 600, reader: 'member', balance: 420, topUpHref: TOP_UP, articleId: 149, authorId: 3 };

/** An element of the markup by its test id: its tag, attributes and text (no element nests one of its own tag here). */
interface Found {
  tagName: string;
  textContent: string;
  getAttribute(name: string): string | null;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function findByTestId(html: string, id: string): Found | null {
  const open = new RegExp(`<([a-z0-9]+)([^>]*\\sdata-testid="${id}"[^>]*)>`).exec(html);
  if (!open) return null;
  const [whole, tag = '', attributes = ''] = open;
  const start = open.index + whole.length;
  const end = html.indexOf(`</${tag}>`, start);
  const inner = end === -1 ? '' : html.slice(start, end);
  return {
    tagName: tag.toUpperCase(),
    textContent: decode(inner.replace(/<[^>]*>/g, '')),
    getAttribute: (name) => {
      const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
      return value === undefined ? null : decode(value);
    },
  };
}

const render = (props: Partial<PaywallProps>) => {
  const html = renderToStaticMarkup(<Paywall {...base} {...props} />);
  return { html, byTestId: (id: string) => findByTestId(html, id) };
};

describe('Paywall', () => {
  it('tells a member short of the price their balance and the shortfall, and links to the top-up page instead of the unlock', () => {
    const { byTestId } = render({ balance: 420, price: 600 });
    expect(byTestId('paywall-price')?.textContent).toBe('600 pCoin');
    expect(byTestId('paywall-balance')?.textContent).toBe('你的 pCoin 餘額：420，還差 180 pCoin');
    expect(byTestId('paywall-shortfall')?.textContent).toBe('還差 180 pCoin');
    const link = byTestId('paywall-top-up');
    expect(link?.tagName).toBe('A');
    expect(link?.textContent).toBe('儲值 pCoin');
    expect(link?.getAttribute('href')).toBe(TOP_UP);
    // No 「以 600 pCoin 解鎖」 that the article service would refuse only after 確認.
    expect(byTestId('unlock-button-stub')).toBeNull();
    expect(byTestId('paywall')?.textContent).toContain('儲值完成後會回到這篇文章');
  });

  it('shows a member who can pay their balance and the unlock, without a shortfall or a top-up link', () => {
    const { byTestId } = render({ balance: 1200, price: 600 });
    expect(byTestId('paywall-balance')?.textContent).toBe('你的 pCoin 餘額：1,200');
    expect(byTestId('paywall-shortfall')).toBeNull();
    expect(byTestId('paywall-top-up')).toBeNull();
    const unlock = byTestId('unlock-button-stub');
    expect(unlock?.getAttribute('data-reader')).toBe('member');
    expect(unlock?.getAttribute('data-price')).toBe('600');
    // After a refusal it can still offer the top-up (a balance spent elsewhere since this render).
    expect(unlock?.getAttribute('data-top-up')).toBe(TOP_UP);
    expect(byTestId('paywall')?.textContent).toContain('同一篇文章不會重複扣點');
  });

  it('offers an exact balance the unlock', () => {
    const { byTestId } = render({ balance: 600, price: 600 });
    expect(byTestId('unlock-button-stub')).not.toBeNull();
    expect(byTestId('paywall-top-up')).toBeNull();
  });

  it("keeps today's unlock, with no balance line, when the member's balance is unknown", () => {
    const { byTestId } = render({ balance: null });
    expect(byTestId('paywall-balance')).toBeNull();
    expect(byTestId('paywall-top-up')).toBeNull();
    expect(byTestId('unlock-button-stub')?.getAttribute('data-reader')).toBe('member');
  });

  it('gives a guest the sign-in prompt: no balance, no top-up', () => {
    const { byTestId } = render({ reader: 'guest', balance: null });
    expect(byTestId('paywall-balance')).toBeNull();
    expect(byTestId('paywall-top-up')).toBeNull();
    expect(byTestId('unlock-button-stub')?.getAttribute('data-reader')).toBe('guest');
    expect(byTestId('paywall')?.textContent).toContain('登入會員即可使用 pCoin 解鎖');
  });

  it('says the balance but offers nothing to pay when the price is unknown', () => {
    const { byTestId } = render({ price: null, balance: 420 });
    expect(byTestId('paywall-price-unavailable')).not.toBeNull();
    expect(byTestId('paywall-balance')?.textContent).toBe('你的 pCoin 餘額：420');
    expect(byTestId('paywall-top-up')).toBeNull();
    expect(byTestId('unlock-button-stub')?.getAttribute('data-price')).toBe('null');
  });
});
