import { AuthLandingRoute } from '@/components/auth/AuthLandingRoute';

/** /auth: the sign-in landing with nothing to return to but home (/auth/{from} without a from). */
export default function AuthIndexPage({ query }: { query?: string }) {
  return <AuthLandingRoute segments={[]} query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
