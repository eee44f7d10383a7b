import type { ReactNode } from 'react';
import { DefaultLayout } from '@/components/layout/DefaultLayout';

export default function Layout({ children }: { children: ReactNode }) {
  return <DefaultLayout>{children}</DefaultLayout>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
