import type { Middleware } from 'koa';
import type Provider from 'oidc-provider';
import { hasLoggedIn } from './browser-session.ts';
import { renderCheckSessionPage } from './check-session.ts';
import { CHECK_SESSION_PATH, INTERACTION_PATH, ROUTES } from './constants.ts';
import { applyCredentialedCors, type KoaContext, sendError, sendHtml, sendJson } from './http.ts';
import type { createInteractionHandlers } from './interaction.ts';
import type { createOneTapHandlers } from './one-tap.ts';
import { TOP_UP_PATH, type createTopUpHandlers } from './top-up-page.ts';

/**
 * The provider's own routes beside oidc-provider's: the sign-in interaction, check session,
 * has-logged-in, one-tap, the one-tap test key and the member centre's pCoin top-up page. Paths are below the issuer (the /identity
 * prefix is already stripped). Anything else falls through to oidc-provider.
 */
export interface RouteDeps {
  provider: Provider;
  appOrigins: readonly string[];
  interaction: ReturnType<typeof createInteractionHandlers>;
  oneTap: ReturnType<typeof createOneTapHandlers>;
  topUp: ReturnType<typeof createTopUpHandlers>;
}

const INTERACTION_ROUTE = new RegExp(`^${INTERACTION_PATH}/([A-Za-z0-9_-]{1,64})(/login|/abort)?$`);

function methodNotAllowed(ctx: KoaContext, allowed: string) {
  ctx.set('allow', allowed);
  sendError(ctx, 405, 'methodNotAllowed', `${ctx.method} is not allowed on ${ctx.path}; use ${allowed}`);
}

export function customRoutes(deps: RouteDeps): Middleware {
  const { provider, appOrigins, interaction, oneTap, topUp } = deps;
  const checkSessionPage = renderCheckSessionPage(appOrigins);

  return async (ctx, next) => {
    const { path, method } = ctx;

    const interactionMatch = INTERACTION_ROUTE.exec(path);
    if (interactionMatch) {
      const [, uid = '', action] = interactionMatch;
      if (action === '/login') return method === 'POST' ? interaction.login(ctx, uid) : methodNotAllowed(ctx, 'POST');
      if (method !== 'GET') return methodNotAllowed(ctx, 'GET');
      return action === '/abort' ? interaction.abort(ctx, uid) : interaction.show(ctx, uid);
    }

    switch (path) {
      case CHECK_SESSION_PATH:
        if (method !== 'GET') return methodNotAllowed(ctx, 'GET');
        return sendHtml(ctx, 200, checkSessionPage.html, checkSessionPage.csp);

      case '/has-logged-in':
        if (applyCredentialedCors(ctx, appOrigins, 'GET')) return;
        if (method !== 'GET') return methodNotAllowed(ctx, 'GET');
        return sendJson(ctx, 200, { hasLoggedin: await hasLoggedIn(ctx, provider) });

      case `${ROUTES.token}/google-one-tap`:
        if (applyCredentialedCors(ctx, appOrigins, 'POST')) return;
        if (method !== 'POST') return methodNotAllowed(ctx, 'POST');
        return oneTap.exchange(ctx);

      case TOP_UP_PATH:
        if (method === 'GET') return topUp.show(ctx);
        if (method === 'POST') return topUp.submit(ctx);
        return methodNotAllowed(ctx, 'GET, POST');

      case '/google-test/certs':
        if (method !== 'GET') return methodNotAllowed(ctx, 'GET');
        return oneTap.certs(ctx);

      case '/google-test/credential':
        if (method !== 'GET') return methodNotAllowed(ctx, 'GET');
        return oneTap.credential(ctx);

      case ROUTES.token: {
        // oidc-provider answers CORS for its token endpoint, but without credentials; the
        // browser sends the guest-token call with credentials included.
        const origin = ctx.get('origin');
        await next();
        if (origin && appOrigins.includes(origin)) {
          ctx.set('access-control-allow-origin', origin);
          ctx.set('access-control-allow-credentials', 'true');
        }
        return;
      }
    }

    await next();
    if (ctx.status === 404 && !ctx.body) sendError(ctx, 404, 'notFound', `No identity route for ${method} ${path}`);
  };
}
