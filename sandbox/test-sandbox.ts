import { afterAll, beforeAll } from 'vitest';
import { WEB_CLIENT_ID } from './identity/constants.ts';
import { knobsFromEnv } from './knobs.ts';
import { type RunningSandbox, startSandbox } from './server.ts';
import { createSandboxStorage } from './storage.ts';

/** The app origin the sandbox's provider is registered for in tests (its sign-in redirect URI below). */
export const TEST_APP_ORIGIN = 'http://localhost:8787';
export const TEST_REDIRECT_URI = `${TEST_APP_ORIGIN}/auth/sign-in-redirect`;

export interface TestSandbox {
  /** http://127.0.0.1:<port> once the file's tests run. */
  url: string;
  /** The provider's issuer, `${url}/identity`. */
  issuer: string;
}

/**
 * A whole sandbox (provider and services) in memory on a free port, for the test file that calls
 * this at its top level: started before its tests, closed after them. Read `url` and `issuer`
 * inside the tests (they are filled in by then).
 */
export function useWholeSandbox(): TestSandbox {
  const handle: TestSandbox = { url: '', issuer: '' };
  let running: RunningSandbox | undefined;
  beforeAll(async () => {
    running = await startSandbox({ port: 0, storage: createSandboxStorage('memory'), knobs: knobsFromEnv({}), appOrigins: [TEST_APP_ORIGIN] });
    handle.url = running.url;
    handle.issuer = `${running.url}/identity`;
  });
  afterAll(() => running?.close());
  return handle;
}

/** The refresh grant at the sandbox's provider, as the web client asks for it. */
export const refreshGrant = (issuer: string, refreshToken: string): Promise<Response> =>
  fetch(`${issuer}/token`, { method: 'POST', body: new URLSearchParams({ client_id: WEB_CLIENT_ID, grant_type: 'refresh_token', refresh_token: refreshToken }) });
