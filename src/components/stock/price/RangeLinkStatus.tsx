'use client';

import type { ReactNode } from 'react';
import { useNavigationStatus_UNSTABLE } from 'waku/router/client';

/**
 * The label inside a range link; while the new range's bars are on their way (the navigation
 * transition is pending) it says so, for sighted readers (data-pending styles it) and screen readers.
 */
export function RangeLinkStatus({ children }: { children: ReactNode }) {
  const { pending } = useNavigationStatus_UNSTABLE();
  return (
    <span data-pending={pending ? 'true' : undefined} aria-busy={pending || undefined}>
      {children}
    </span>
  );
}
