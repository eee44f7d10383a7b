import { type Configuration, errors, interactionPolicy, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { SandboxStorage } from '../storage.ts';
import { createStorageAdapter } from './adapter.ts';
import {
  API_RESOURCE,
  API_SCOPES,
  AUTHORIZATION_CODE_TTL,
  CHECK_SESSION_PATH,
  COOKIES,
  GRANT_TTL,
  ID_TOKEN_TTL,
  INTERACTION_PATH,
  INTERACTION_TTL,
  REFRESH_TOKEN_TTL,
  ROUTES,
  SCOPES,
  SESSION_TTL,
  WEB_CLIENT_ID,
  WEB_CLIENT_NAME,
} from './constants.ts';
import { GUEST_GRANT_TYPE } from './guest-grant.ts';
import type { ProviderKeys } from './keys.ts';
import { findMemberBySub } from './members.ts';
import { createProviderPages } from './provider-pages.ts';

export interface ProviderSetup {
  issuer: string;
  /** Path of the issuer (`/identity`): cookies and interaction URLs live below it. */
  mountPath: string;
  appOrigins: readonly string[];
  storage: SandboxStorage;
  keys: ProviderKeys;
  /** Read at every issue: the lifetime can change while the provider runs (the sandbox knob). */
  accessTokenTtl: () => number;
}

/** The app's client: public (PKCE, no secret), code flow, refresh tokens and the guest grant. */
export const webClientMetadata = (appOrigins: readonly string[]) => ({
  client_id: WEB_CLIENT_ID,
  client_name: WEB_CLIENT_NAME,
  application_type: 'web' as const,
  token_endpoint_auth_method: 'none' as const,
  grant_types: ['authorization_code', 'refresh_token', GUEST_GRANT_TYPE],
  response_types: ['code' as const],
  scope: SCOPES.join(' '),
  redirect_uris: appOrigins.flatMap((origin) => [`${origin}/auth/sign-in-redirect`, `${origin}/refresh`]),
  post_logout_redirect_uris: appOrigins.map((origin) => `${origin}/logout`),
});

/** prompt=select_account always shows the chooser, even with a live session. */
function interactionPolicyWithAccountChooser() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

/**
 * A first-party client gets no consent screen: whatever it may ask for is granted as soon as
 * the member is signed in (this also serves prompt=none, which can never show a screen).
 */
async function grantForFirstPartyClient(ctx: KoaContextWithOIDC) {
  const { session, client, provider } = ctx.oidc;
  if (!session?.accountId || !client) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === session.accountId && existing.clientId === client.clientId ? existing : new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPES.join(' '));
  grant.addResourceScope(API_RESOURCE, API_SCOPES);
  await grant.save();
  return grant;
}

export function buildProviderConfiguration(setup: ProviderSetup): Configuration {
  const { storage, appOrigins, mountPath } = setup;
  const pages = createProviderPages(appOrigins);

  return {
    adapter: createStorageAdapter(storage),
    clients: [webClientMetadata(appOrigins)],
    jwks: { keys: [setup.keys.signingKey as JWK] },
    cookies: {
      keys: setup.keys.cookieKeys,
      names: { session: COOKIES.session, interaction: COOKIES.interaction, resume: COOKIES.resume },
      long: { httpOnly: true, sameSite: 'lax', path: mountPath || '/' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    // Only what the app uses: the code flow, for a public client.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    scopes: [...SCOPES],
    claims: { openid: ['sub', 'user_guid', 'is_guest'], nickname: ['nickname'] },
    // The ID token carries every granted claim (there is no userinfo endpoint to ask later).
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const member = await findMemberBySub(storage, sub);
      if (!member) return undefined;
      return { accountId: sub, claims: () => ({ sub, user_guid: member.guid, is_guest: false, nickname: member.nickname }) };
    },
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const member = accountId ? await findMemberBySub(storage, accountId) : undefined;
      // `gid`: the grant, so the services can refuse the token once the grant is revoked (adapter.ts).
      const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined;
      return member ? { user_guid: member.guid, is_guest: false, nickname: member.nickname, ...(grantId ? { gid: grantId } : {}) } : undefined;
    },
    loadExistingGrant: grantForFirstPartyClient,
    // Refresh tokens for the code grant without asking for offline_access (the app never does).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    interactions: { policy: interactionPolicyWithAccountChooser(), url: (_ctx, interaction) => `${mountPath}${INTERACTION_PATH}/${interaction.uid}` },
    routes: ROUTES,
    discovery: { check_session_iframe: `${setup.issuer}${CHECK_SESSION_PATH}`, claims_locales_supported: ['zh-TW'], ui_locales_supported: ['zh-TW'] },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      // Everything the app needs is in the ID token and the access token.
      userinfo: { enabled: false },
      // RFC 7009: sign-out revokes the refresh token, and with it the grant (adapter.ts remembers it).
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: pages.logoutSource, postLogoutSuccessSource: pages.postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        // Every access token is a JWT for the sandbox APIs, without the app sending `resource`.
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return { scope: API_SCOPES, audience: API_RESOURCE, accessTokenFormat: 'jwt', accessTokenTTL: setup.accessTokenTtl(), jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    ttl: {
      // A function, not a number, so a changed knob applies to the next token issued.
      AccessToken: () => setup.accessTokenTtl(),
      AuthorizationCode: AUTHORIZATION_CODE_TTL,
      IdToken: ID_TOKEN_TTL,
      Interaction: INTERACTION_TTL,
      Session: SESSION_TTL,
      Grant: GRANT_TTL,
      // Rotation keeps the first token's lifetime: a stolen refresh token cannot live forever.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
    },
    renderError: pages.renderError,
  };
}
