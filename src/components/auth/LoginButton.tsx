'use client';

import { useRouter } from 'waku/router/client';
import { loginHref } from '@/lib/http/return-path';
import { browserLocalStorage, rememberLocalRoute } from './local-route';
import { loginButtonClass } from './account-slot-styles';

export const LOGIN_BUTTON_LABEL = '登入';

/**
 * The header's 登入 link for guests. The return path comes from the router, so it follows client
 * navigations; a plain <a>, not <Link>: /login is a server route that leaves for the identity provider.
 */
export function LoginButton() {
  const { path, query } = useRouter();
  const here = query ? `${path}?${query}` : path;
  const href = path ? loginHref(here) : '/login';
  return (
    <a href={href} className={loginButtonClass} data-testid="login-button" onClick={() => rememberLocalRoute(browserLocalStorage(), here, Date.now())}>
      {LOGIN_BUTTON_LABEL}
    </a>
  );
}
