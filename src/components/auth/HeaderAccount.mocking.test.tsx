import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/auth/current-user-model';
import { guestUser } from '@/lib/auth/current-user-build';
import { HeaderAccount, HeaderAccountFallback } from './HeaderAccount';
import { LoginButton } from './LoginButton';
import { MemberOnly } from './MemberOnly';
import { UserMenu } from './UserMenu';

const current = vi.hoisted(() => ({ load: async (): Promise<unknown> => undefined }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: () => current.load() }));
vi.mock('waku/router/client', () => ({ useRouter: () => ({ path: '/', query: '', hash: '' }), Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a> }));

const guest: CurrentUser = guestUser();
const member: CurrentUser = {
  ...guest,
  id: 1001,
  guid: 'guid-1001',
  isGuest: false,
  nickname: '美股小明',
  image: 'https://sandbox.test/a.svg',
  pCoin: 1200,
  isBindingCellphone: true,
  roles: ['writer'],
  isLogin: true,
  isWriter: true,
};

async function renderWith(load: () => Promise<unknown>) {
  current.load = load;
  const element = await HeaderAccount();
  return { element, html: renderToStaticMarkup(element) };
}

describe('HeaderAccount', () => {
  it('offers 登入 to a guest', async () => {
    const { element, html } = await renderWith(async () => guest);
    expect(element.type).toBe(LoginButton);
    expect(html).toContain('data-testid="login-button"');
  });

  it('shows a member the user menu, passing only the fields it shows', async () => {
    const plain: CurrentUser = { ...member, roles: [], isWriter: false };
    const { element, html } = await renderWith(async () => plain);
    // Inside MemberOnly: a session that ends while the page is open swaps it for 登入 (session-ended.ts).
    expect(element.type).toBe(MemberOnly);
    expect(element.props.fallback.type).toBe(LoginButton);
    expect(element.props.children.type).toBe(UserMenu);
    expect(element.props.children.props).toEqual({ user: { nickname: '美股小明', image: 'https://sandbox.test/a.svg', pCoin: 1200 } });
    expect(html).not.toContain('我的文章');
    expect(html).toContain('>美股小明<');
    expect(html).toContain('>1,200 pCoin<');
  });

  it('offers 我的文章 to a writer, an authorised author and an admin (decision 028), with a flag, not the roles', async () => {
    for (const user of [member, { ...member, roles: [], isWriter: false, isAuthor: true, authorizedAuthorIds: [1] }, { ...member, roles: ['admin'], isWriter: false, isAdmin: true }]) {
      const { element, html } = await renderWith(async () => user);
      expect(element.props.children.props).toEqual({ user: { nickname: '美股小明', image: 'https://sandbox.test/a.svg', pCoin: 1200, authorsCorner: true } });
      expect(html).toMatch(/<a href="\/article\/mine"[^>]*>我的文章<\/a>/);
    }
  });

  it('treats a guest token flagged as login, or a failing lookup, as a guest', async () => {
    expect((await renderWith(async () => ({ ...member, isGuest: true }))).element.type).toBe(LoginButton);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await renderWith(async () => Promise.reject(new Error('profile down')))).element.type).toBe(LoginButton);
  });

  it('has a fallback the size of the 登入 link, hidden from readers', () => {
    const fallback = renderToStaticMarkup(<HeaderAccountFallback />);
    const login = renderToStaticMarkup(<LoginButton />);
    const loginClasses = /class="([^"]+)"/.exec(login)?.[1]?.split(' ') ?? [];
    const fallbackClasses = /class="([^"]+)"/.exec(fallback)?.[1]?.split(' ') ?? [];
    expect(loginClasses.length).toBeGreaterThan(0);
    expect(fallbackClasses).toEqual(expect.arrayContaining(loginClasses));
    expect(fallback).toContain('aria-hidden="true"');
    expect(fallback).toContain('>登入<');
  });
});
