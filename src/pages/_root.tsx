import type { ReactNode } from 'react';
import { PageViews } from '../components/analytics/PageViews';
import { AuthRuntime } from '../components/auth/AuthRuntime';
import { OneTap } from '../components/auth/OneTap';
import { GlobalDialogs } from '../components/dialogs/GlobalDialogs';
import { ClientRuntime } from '../components/runtime/ClientRuntime';
import { RouteErrorBoundary } from '../components/runtime/RouteErrorBoundary';
import { ServiceWorkerRuntime } from '../components/runtime/ServiceWorkerRuntime';
import { Toaster } from '../components/ui/Toaster';
import { buildClientAuthState } from '../lib/auth/client-auth-state-builder';
import { getRequestSession } from '../lib/server/request-auth';
import { DARK_PALETTE, PALETTE } from '../lib/design/palette';
import { getConfig as getAppConfig } from '../lib/server/request-context';
import '../styles/global.css';

/**
 * The document: Traditional Chinese (Taiwan), mobile viewport (Waku adds charset and viewport), and
 * what every page has: the global dialogs, the toasts, the session runtime, the service worker's
 * registration, one-tap for visitors, and the client runtime (loading bar, new-build check, and the error state of a page that fails in the browser).
 * The client only learns its session's expiry and status, never a token (client-auth-state.ts).
 */
export default function Root({ children }: { children: ReactNode }) {
  const config = getAppConfig();
  const auth = buildClientAuthState(getRequestSession(), config);
  return (
    <html lang="zh-Hant-TW">
      <head>
        {/* The header's colour in each theme (the edge puts the theme script first in <head>: decision 042). */}
        <meta name="theme-color" content={PALETTE.chrome} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={DARK_PALETTE.chrome} media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (decision 055): public/manifest.webmanifest; the home-screen icon on an iPhone. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      </head>
      <body>
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
        <ClientRuntime />
        <PageViews />
        <GlobalDialogs initial={auth.notice === 'signed-in' ? null : auth.notice} />
        <Toaster />
        <AuthRuntime state={auth} />
        <ServiceWorkerRuntime member={auth.status === 'member'} />
        <OneTap clientId={config.GOOGLE_CLIENT_ID} enabled={auth.status !== 'member'} />
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
