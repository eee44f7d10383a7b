import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { VerifyBearer } from '../auth-types.ts';
import { MAX_ACCESS_TOKEN_TTL, MIN_ACCESS_TOKEN_TTL } from '../knobs.ts';
import type { SandboxStorage } from '../storage.ts';
import type { Wallet } from '../wallet.ts';
import { isGrantRevoked, sweepExpiredRecords } from './adapter.ts';
import { ACCESS_TOKEN_TTL, GUEST_TOKEN_TTL, SESSION_TTL } from './constants.ts';
import { loadGoogleTestKey } from './google-credential.ts';
import { registerGuestGrant } from './guest-grant.ts';
import { createInteractionHandlers } from './interaction.ts';
import { loadProviderKeys } from './keys.ts';
import { createOneTapHandlers } from './one-tap.ts';
import { buildProviderConfiguration } from './provider-config.ts';
import { customRoutes } from './routes.ts';
import { sessionStateMiddleware } from './session-state.ts';
import { createTopUpHandlers } from './top-up-page.ts';
import { createVerifyBearer } from './verify-bearer.ts';

/**
 * The sandbox's OpenID Connect provider (oidc-provider, the certified Node implementation) at
 * `<sandbox>/identity`: discovery, authorize, token, endsession, jwks and checksession, the
 * code flow with PKCE for the app's public client, refresh tokens, JWT access tokens, and the
 * upstream's custom calls (guest token, has-logged-in, Google one-tap), and the member centre's
 * pCoin top-up page (the app's PCOIN_TOP_UP_URL).
 * See docs/decisions/004-sandbox-identity.md.
 */
export interface IdentityProviderOptions {
  /** e.g. http://localhost:8788/identity */
  issuer: string;
  storage: SandboxStorage;
  /** Origins of the app; the client's redirect URIs and the CORS allow-list come from them. */
  appOrigins: string[];
  /** Access-token lifetime; defaults to SANDBOX_ACCESS_TOKEN_TTL, else one hour. */
  accessTokenTtlSeconds?: number | undefined;
  /**
   * Asked at every token issue: a lifetime that replaces the start value for now (the sandbox's
   * `accessTokenTtl` knob), or undefined for the start value. Guest tokens follow it too.
   */
  accessTokenTtlOverride?: (() => number | undefined) | undefined;
  /** The pCoin wallet the member centre's top-up page adds to (top-up-page.ts). */
  wallet: Pick<Wallet, 'balance' | 'topUp'>;
}

export interface IdentityProvider {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  verifyBearer: VerifyBearer;
}

/** SANDBOX_ACCESS_TOKEN_TTL: seconds, for tests that wait out a token lifetime. */
export function accessTokenTtlFromEnv(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const seconds = Number(raw);
  if (!Number.isSafeInteger(seconds) || seconds < MIN_ACCESS_TOKEN_TTL || seconds > MAX_ACCESS_TOKEN_TTL) {
    throw new Error(`SANDBOX_ACCESS_TOKEN_TTL: "${raw}" must be a whole number of seconds between ${MIN_ACCESS_TOKEN_TTL} and ${MAX_ACCESS_TOKEN_TTL}`);
  }
  return seconds;
}

export async function createIdentityProvider(opts: IdentityProviderOptions): Promise<IdentityProvider> {
  const mountPath = new URL(opts.issuer).pathname.replace(/\/+$/, '');
  const appOrigins = opts.appOrigins.map((origin) => new URL(origin).origin);
  const startAccessTokenTtl = opts.accessTokenTtlSeconds ?? accessTokenTtlFromEnv(process.env.SANDBOX_ACCESS_TOKEN_TTL) ?? ACCESS_TOKEN_TTL;
  const accessTokenTtl = () => opts.accessTokenTtlOverride?.() ?? startAccessTokenTtl;

  await sweepExpiredRecords(opts.storage);
  const keys = await loadProviderKeys(opts.storage);
  const provider = new Provider(opts.issuer, buildProviderConfiguration({ issuer: opts.issuer, mountPath, appOrigins, storage: opts.storage, keys, accessTokenTtl }));
  await registerGuestGrant(provider, { issuer: opts.issuer, signingKey: keys.signingKey, ttlSeconds: () => Math.min(GUEST_TOKEN_TTL, accessTokenTtl()) });

  const browserStateSecret = keys.cookieKeys[0] ?? '';
  const session = { provider, mountPath, browserStateSecret, sessionCookie: { path: mountPath || '/', httpOnly: true, sameSite: 'lax' as const } };
  provider.use(
    customRoutes({
      provider,
      appOrigins,
      interaction: createInteractionHandlers({ provider, mountPath, appOrigins }),
      oneTap: createOneTapHandlers({ storage: opts.storage, googleKey: await loadGoogleTestKey(), session }),
      topUp: createTopUpHandlers({ provider, storage: opts.storage, wallet: opts.wallet, appOrigins, mountPath }),
    }),
  );
  provider.use(sessionStateMiddleware({ mountPath, secret: browserStateSecret, sessionTtl: SESSION_TTL }));
  provider.on('server_error', (_ctx, err) => console.error('[sandbox identity]', err));

  const callback = provider.callback();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // oidc-provider routes below its mount path; it finds the prefix again from originalUrl.
    const url = req.url ?? '/';
    const rest = mountPath && url.startsWith(mountPath) ? url.slice(mountPath.length) : url;
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    void callback(req, res);
  };

  return { handler, verifyBearer: createVerifyBearer(opts.issuer, keys.publicJwks, (grantId) => isGrantRevoked(opts.storage, grantId)) };
}
