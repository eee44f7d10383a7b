'use client';

import type { ReactNode } from 'react';
import { useSessionEnded } from './session-ended';

/** The member's part of a server-rendered page, swapped for `fallback` the moment the session ends here. */
export function MemberOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useSessionEnded() ? fallback : children;
}
