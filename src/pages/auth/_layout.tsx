import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/layout/AuthLayout';

/** The auth layout: /auth and /auth/{from}, the sign-in landing. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
