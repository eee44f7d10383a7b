import { useSyncExternalStore } from 'react';

/**
 * Phone width threshold 600 px: a viewport narrower than this is a phone, wherever the app
 * decides phone or not in script (the chart's touch behaviour). Layout itself follows the CSS
 * breakpoints (tablet 576, laptop 1024, desktop 1440 in panda.config.ts).
 */
export const PHONE_WIDTH_THRESHOLD_PX = 600;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_WIDTH_THRESHOLD_PX - 0.02}px)`;

/** Whether a viewport of this width is a phone: below 600 px. */
export const isPhoneWidth = (width: number): boolean => width < PHONE_WIDTH_THRESHOLD_PX;

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(PHONE_MEDIA_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** True on a phone-width viewport; follows rotation and resizing. False on the server and at hydration. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_MEDIA_QUERY).matches,
    () => false,
  );
}
