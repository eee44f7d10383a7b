import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxStorage, type SandboxStorage } from '../storage.ts';
import { createWallet } from '../wallet.ts';
import { createIdentityProvider, type IdentityProvider } from './index.ts';

/**
 * For the identity tests: the provider alone on a real port (a plain node http server that hands
 * every request to its handler, as sandbox/server.ts does for /identity).
 */
export const TEST_APP_ORIGIN = 'http://localhost:8787';
export const TEST_REDIRECT_URI = `${TEST_APP_ORIGIN}/auth/sign-in-redirect`;

export interface TestProvider extends IdentityProvider {
  issuer: string;
  storage: SandboxStorage;
  close(): Promise<void>;
}

export async function startTestProvider(options: { storage?: SandboxStorage; accessTokenTtlSeconds?: number; port?: number } = {}): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/identity`;
  const storage = options.storage ?? createSandboxStorage('memory');
  const provider = await createIdentityProvider({ issuer, storage, appOrigins: [TEST_APP_ORIGIN], accessTokenTtlSeconds: options.accessTokenTtlSeconds, wallet: createWallet(storage) });
  server.on('request', provider.handler);
  return {
    ...provider,
    issuer,
    storage,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Decodes a JWT's payload without verifying it (tests verify separately). */
export const jwtPayload = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
