import type { ReactNode } from 'react';
import { upstreamContextFor } from '@/lib/auth/upstream-context';
import { sandboxConfig } from './upstream-context';

/**
 * What a workerd render test puts in place of Waku's request APIs and router, so a page component
 * renders as a request would render it against the sandbox of the global setup. A test file installs
 * them (vi.mock is per file and hoisted, so the factory imports this module):
 *   vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
 *   vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
 */

/** Thrown where Waku's redirect() would end the render, so a test can read where it pointed. */
export class RenderRedirect extends Error {
  constructor(
    readonly location: string,
    readonly status: number | undefined,
  ) {
    super(`redirect ${location}`);
  }
}

/**
 * Waku's request APIs for a render against the sandbox; notFound and getRequest are left out, so a
 * render that would answer 404 fails. `edgeCache: false` sends every call to the sandbox (for
 * renders that must read the same sandbox minute: a cached answer may be of the minute before).
 */
export const requestContextMock = (options: { edgeCache?: false } = {}) => ({
  getConfig: () => sandboxConfig(),
  getUpstreamContext: () => upstreamContextFor(sandboxConfig(), options),
  isDemoData: () => false,
  redirect: (location: string, status?: number) => {
    throw new RenderRedirect(location, status);
  },
});

/** The path the router reports (which tab is current): set by the render helper before each render. */
let routerPath = '/';
export const setRouterPath = (path: string): void => {
  routerPath = path;
};

type LinkProps = { to: string; children: ReactNode; scroll?: boolean };

/** Waku's Link as the server writes it (a plain anchor), and a router that is at `routerPath`. */
export const routerClientMock = () => ({
  Link: ({ to, children, scroll: _scroll, ...rest }: LinkProps) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ path: routerPath, query: '', hash: '' }),
});
