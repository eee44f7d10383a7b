import { AuthLandingRoute } from '@/components/auth/AuthLandingRoute';

/**
 * /auth/{from}: the sign-in landing that returns the reader to `{from}`. A catch-all, so
 * `{from}` keeps its slashes: /auth/stock/NVDA/info → /stock/NVDA/info (src/lib/http/auth-landing.ts).
 * The auth endpoints under /auth (sign-in-redirect, silent, sign-out, one-tap, session) answer in the
 * edge layer before this route (functions/auth/index.ts).
 */
export default function AuthFromPage({ from, query }: { from: string[]; query?: string }) {
  return <AuthLandingRoute segments={from} query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
