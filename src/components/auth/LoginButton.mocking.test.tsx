import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginButton } from './LoginButton';

const route = vi.hoisted(() => ({ path: '/', query: '' }));
vi.mock('waku/router/client', () => ({ useRouter: () => ({ ...route, hash: '' }) }));

describe('LoginButton', () => {
  beforeEach(() => {
    route.path = '/';
    route.query = '';
  });

  it('links to /login with the current path and query', () => {
    route.path = '/stock/NVDA/news';
    route.query = 'page=2';
    const html = renderToStaticMarkup(<LoginButton />);
    expect(html).toMatch(/^<a href="\/login\?from=%2Fstock%2FNVDA%2Fnews%3Fpage%3D2"[^>]*data-testid="login-button">登入<\/a>$/);
  });

  it('leaves out an empty query', () => {
    route.path = '/article';
    expect(renderToStaticMarkup(<LoginButton />)).toContain('href="/login?from=%2Farticle"');
  });

  it('falls back to /login without a route', () => {
    route.path = '';
    expect(renderToStaticMarkup(<LoginButton />)).toContain('href="/login"');
  });

  it('never returns to an auth route', () => {
    route.path = '/logout';
    expect(renderToStaticMarkup(<LoginButton />)).toContain('href="/login?from=%2F"');
  });
});
