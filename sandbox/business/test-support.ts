import type { SandboxUser, VerifyBearer } from '../auth-types.ts';
import { loadCatalogue } from '../catalogue/index.ts';
import type { Catalogue } from '../catalogue/types.ts';
import { smallCatalogue } from '../catalogue/test-universe.ts';
import { createSandboxStorage } from '../storage.ts';
import { createBusinessService } from './index.ts';

/** Tokens the fake verifier accepts: two members and a guest. */
export type TestToken = 'member' | 'other' | 'guest';

const USERS: Record<TestToken, SandboxUser> = {
  member: { sub: '1001', memberId: 1001, guid: 'guid-1001', isGuest: false },
  other: { sub: '1002', memberId: 1002, guid: 'guid-1002', isGuest: false },
  guest: { sub: 'guest-1', memberId: null, guid: 'guid-guest', isGuest: true },
};

const fakeVerifyBearer: VerifyBearer = async (authorization) => {
  const token = authorization?.replace(/^Bearer /, '') as TestToken | undefined;
  return token && token in USERS ? USERS[token] : null;
};

let sharedCatalogue: Catalogue | undefined;

/** Friday 20 November 2026, 11:00 New York: the session is open. */
export const TEST_NOW = Date.parse('2026-11-20T16:00:00Z');

/**
 * The business service in-process, with memory storage, a fake verifier and a pinned clock, on the
 * full catalogue or on the small test universe (sandbox/catalogue/test-universe.ts) for the tests
 * whose answers generate every member's series (movers, constituents).
 */
export function harness(now = TEST_NOW, universe: 'full' | 'small' = 'full') {
  const catalogue = universe === 'small' ? smallCatalogue() : (sharedCatalogue ??= loadCatalogue([]));
  const app = createBusinessService({ storage: createSandboxStorage('memory'), verifyBearer: fakeVerifyBearer, publicUrl: 'http://sandbox.test', catalogue, now: () => now });
  const request = (method: string, path: string, options: { body?: unknown; raw?: string; token?: TestToken; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { 'x-app-id': 'usstock-web', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
    return app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  };
  return { app, request, catalogue };
}
