import { isRefusal, type OwnershipAnswer } from '@/lib/auth/guards';
import type { Ownership } from '@/lib/upstream/article';

/**
 * Pieces shared by the preview's page load and its versions server function: both ask the
 * ownership check and the article service at once, and decide only after the check answered.
 */

/** A call's answer, or the error it failed with (so the guard decides before any failure is thrown). */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export const settle = <T>(call: Promise<T>): Promise<Settled<T>> =>
  call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** GET /api/Author/{id}/Ownership's outcome as the guard reads it; an outage is logged under `where`. */
export function ownershipAnswer(result: Settled<Ownership>, where: string): OwnershipAnswer {
  if (result.ok) return { kind: 'answered', ownership: result.value };
  if (isRefusal(result.error)) return { kind: 'refused' };
  console.error(`[${where}] ownership check failed`, result.error);
  return { kind: 'failed' };
}
