import type { ReactNode } from 'react';
import { EmptyLayout } from '@/components/layout/EmptyLayout';

/** The empty layout: no header, footer or one-tap prompt; framable (functions/security-headers.ts). */
export default function OnlyArticleContentLayout({ children }: { children: ReactNode }) {
  return <EmptyLayout>{children}</EmptyLayout>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
