'use client';

import { type KeyboardEvent, useState } from 'react';
import { useOnDemand } from './on-demand';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/**
 * A header button that opens a dialog whose code loads on demand (the phone drawer, the search
 * panel): the code is asked for when the reader reaches for the button (pointer down, Enter or
 * Space), so it is usually there by the time the click opens the dialog, and it then stays mounted.
 * Each click asks again until it has arrived (a failed load is tried again). Any navigation closes
 * the dialog. `aria-expanded` turns true only once the dialog is really there.
 */
export function useOnDemandDialog<M>(load: () => Promise<M>) {
  const { open, openHere, close } = useOpenUntilNavigation();
  const [requests, setRequests] = useState(0);
  const module = useOnDemand(load, requests);
  const preload = () => void load().catch(() => {});
  const triggerProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open && module !== null,
    onPointerDown: preload,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') preload();
    },
    onClick: () => {
      setRequests((count) => count + 1);
      openHere();
    },
  };
  return { module, open, close, triggerProps };
}
