import { refreshLeadSeconds } from '@/lib/auth/refresh-window';

/**
 * When the client's timers fire: the refresh request when the server's refresh window opens
 * (refresh-window.ts), and the token-expiring event 10 s before expiry. Pure, so it is tested
 * without a browser.
 */
export const TOKEN_EXPIRING_NOTICE_SECONDS = 10;
/** A silent login that has not answered by then is given up (no dialog: we simply do not know). */
export const SILENT_LOGIN_TIMEOUT_MS = 10_000;
/** setTimeout cannot wait longer than this (2^31 - 1 ms); longer waits are re-armed. */
export const MAX_TIMER_MS = 2_147_483_647;

export function refreshDelayMs(expiresAt: number, lifetimeSeconds: number | null, nowMs: number): number {
  return clampDelay((expiresAt - refreshLeadSeconds(lifetimeSeconds)) * 1000 - nowMs);
}

export function tokenExpiringDelayMs(expiresAt: number, nowMs: number): number {
  return clampDelay((expiresAt - TOKEN_EXPIRING_NOTICE_SECONDS) * 1000 - nowMs);
}

function clampDelay(ms: number): number {
  if (!Number.isFinite(ms)) return 0;
  return Math.min(MAX_TIMER_MS, Math.max(0, Math.round(ms)));
}
