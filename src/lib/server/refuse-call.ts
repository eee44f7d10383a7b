import 'server-only';
import { unstable_createCustomError as createCustomError } from 'waku/minimal/server';

/**
 * For a server function whose arguments are well-formed JSON (the edge checked that) but mean
 * nothing here: an unknown list, a cursor this site never wrote, a member-only call from a guest.
 * Waku answers a thrown error with its `status`, so the caller gets a 4xx instead of a 500; the
 * client's promise rejects either way, and the UI falls back as it does for any failure.
 */
export function refuseCall(message: string, status: 400 | 401 = 400): never {
  throw createCustomError(message, { status });
}
