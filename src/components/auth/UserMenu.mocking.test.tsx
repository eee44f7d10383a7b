import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu, type UserMenuUser } from './UserMenu';

// The router needs Waku's client runtime; the menu only reads the location and renders links.
vi.mock('waku/router/client', () => ({
  useRouter: () => ({ path: '/stock/NVDA', query: 'range=1y', hash: '' }),
  Link: ({ to, children, ...props }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

const member: UserMenuUser = { nickname: '美股小明', image: null, pCoin: 1200 };

function render(user: UserMenuUser = member): string {
  return renderToStaticMarkup(<UserMenu user={user} />);
}

describe('UserMenu', () => {
  it('is a closed menu button showing the nickname and the pCoin balance', () => {
    const html = render();
    expect(html).toMatch(/<button[^>]*data-testid="user-menu"/);
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"/);
    expect(html).toMatch(/data-testid="user-menu-nickname"[^>]*>美股小明<\/span>/);
    expect(html).toMatch(/data-testid="user-menu-pcoin"[^>]*>1,200 pCoin<\/span>/);
    expect(html).toMatch(/<button[^>]*aria-label="會員選單：美股小明"/);
  });

  it('controls a hidden panel that repeats the nickname and pCoin (a phone shows them there)', () => {
    const html = render();
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toMatch(new RegExp(`<div id="${controls}"[^>]* hidden=""[^>]*data-testid="user-menu-panel"`));
    expect(html).toMatch(/data-testid="user-menu-panel-nickname"[^>]*>美股小明</);
    expect(html).toMatch(/data-testid="user-menu-panel-pcoin"[^>]*>1,200 pCoin</);
  });

  it('links to the unlocked articles, the watchlist, 我的選股, 我的持股 and 通知, as menu items', () => {
    const html = render();
    expect(html).toMatch(/<ul role="menu" aria-label="會員選單"/);
    expect(html).toMatch(/<a href="\/article\/purchase" role="menuitem"[^>]*>已解鎖文章<\/a>/);
    expect(html).toMatch(/<a href="\/watchlist" role="menuitem"[^>]*>自選股<\/a>/);
    expect(html).toMatch(/<a href="\/screener\/mine" role="menuitem"[^>]*>我的選股<\/a>/);
    expect(html).toMatch(/<a href="\/portfolio" role="menuitem"[^>]*>我的持股<\/a>/);
    expect(html).toMatch(/<a href="\/alerts" role="menuitem"[^>]*>通知<\/a>/);
  });

  it('lists 我的文章 first only when the member may use the author’s corner', () => {
    expect(render()).not.toContain('我的文章');
    const html = render({ ...member, authorsCorner: true });
    expect(html).toMatch(/<a href="\/article\/mine" role="menuitem"[^>]*>我的文章<\/a>/);
    expect(html.indexOf('我的文章')).toBeLessThan(html.indexOf('已解鎖文章'));
  });

  it('signs out with a POST form to /auth/sign-out (no link a crawler or prefetch could follow)', () => {
    const html = render();
    const form = /<form([^>]*)><button type="submit" role="menuitem"[^>]*>登出<\/button><\/form>/.exec(html)?.[1];
    expect(form).toBeDefined();
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/auth/sign-out"');
    expect(html).not.toMatch(/<a[^>]*href="\/auth\/sign-out"/);
    expect(html).not.toMatch(/href="\/logout"/);
  });

  it('draws a default avatar with the first character when there is no picture', () => {
    const html = render();
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<svg width="32" height="32"[^>]*data-default-avatar=""/);
    expect(html).toMatch(/<text[^>]*>美<\/text>/);
  });

  it('shows the picture, 32 px round in the button, when there is one', () => {
    const html = render({ ...member, image: 'https://sandbox.test/static/avatars/1.svg' });
    expect(html).toMatch(/<img src="https:\/\/sandbox.test\/static\/avatars\/1.svg" alt="" width="32" height="32"/);
    expect(html).not.toContain('data-default-avatar');
  });

  it('hides the balance when it is unknown', () => {
    const html = render({ ...member, pCoin: null });
    expect(html).not.toContain('pCoin');
    expect(html).toContain('美股小明');
  });

  it('escapes a hostile nickname and image URL', () => {
    const html = render({ nickname: '<script>alert(1)</script>', image: '"><script>x</script>', pCoin: 0 });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('0 pCoin');
  });
});
