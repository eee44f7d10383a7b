'use client';

import { useCallback, useState } from 'react';
import { useRouter } from 'waku/router/client';

/**
 * Open/closed state of a menu or panel that any navigation closes (the global route
 * middleware closes the user menu and the black sidebar). It remembers the location it was opened
 * at, so after a navigation it reads closed with no effect to run.
 */
export function useOpenUntilNavigation(): { open: boolean; openHere: () => void; close: () => void } {
  const { path, query } = useRouter();
  const location = `${path}?${query}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  // `close` keeps its identity, so an effect that listens while the menu is open can depend on it.
  const close = useCallback(() => setOpenAt(null), []);
  return { open: openAt === location, openHere: () => setOpenAt(location), close };
}
