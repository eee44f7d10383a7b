import { env } from 'cloudflare:workers';
import type { ReactNode } from 'react';
import { upstreamContextFor } from '@/lib/server/upstream-context';
import type { AppConfig } from '@/lib/config';
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

/** Thrown where Waku's notFound() would end the render: Waku then renders the 404 page with status 404. */
export class RenderNotFound extends Error {
  constructor() {
    super('not found');
  }
}

/** A reader's browser, as the e2e's plain requests name it (not a crawler: article pages stream for it). */
const READER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * Waku's request APIs for a render against the sandbox; notFound throws RenderNotFound, so a render that
 * would answer 404 fails unless its test answers it as Waku would. The request is a reader's GET of the
 * router's path. `edgeCache: false` sends every call to the sandbox (for renders that must read the same
 * sandbox minute: a cached answer may be of the minute before); `config` changes the configuration a
 * render reads (a service pointed at an address nobody answers: an outage without the sandbox's knobs).
 */
export const requestContextMock = (options: { edgeCache?: false; config?: (config: AppConfig) => AppConfig } = {}) => ({
  getConfig: () => configOf(options),
  getUpstreamContext: () => upstreamContextFor(configOf(options), options),
  notFound: () => {
    throw new RenderNotFound();
  },
  getRequest: () => new Request(new URL(routerPath, sandboxConfig().SITE_URL), { headers: { 'user-agent': READER_USER_AGENT } }),
  // The Worker's own setting (wrangler.toml [vars], passed on by vitest.config.ts), as request-context.ts reads it.
  isDemoData: () => (env as { DEMO_DATA?: string }).DEMO_DATA === '1',
  redirect: (location: string, status?: number) => {
    throw new RenderRedirect(location, status);
  },
});

const configOf = ({ config = (same) => same }: { config?: (config: AppConfig) => AppConfig }): AppConfig => config(sandboxConfig());

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
  // No navigation is ever under way in a server render.
  useNavigationStatus_UNSTABLE: () => ({ pending: false }),
});
