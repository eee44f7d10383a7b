import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createArticleService } from './article/index.ts';
import { createBusinessService } from './business/index.ts';
import { loadCatalogue } from './catalogue/index.ts';
import { loadContent } from './content/index.ts';
import { readFixtures } from './fixtures.ts';
import { createForumService } from './forum/index.ts';
import { jsonError, readJson } from './http-errors.ts';
import { createIdentityProvider } from './identity/index.ts';
import { createImageProxy } from './image-proxy.ts';
import { type Knobs, knobsMiddleware, marketClock, parseKnobsUpdate, type SandboxService } from './knobs.ts';
import { clockFromEnv } from './market/clock.ts';
import { createProfileService } from './profile/index.ts';
import { createPushService } from './push/service.ts';
import { acceptTls } from './push/tls.ts';
import { createQuoteFeed, QUOTE_FEED_PATH } from './quote-feed/feed.ts';
import { createTaiwanMarketService } from './taiwan-market/index.ts';
import { serveStatic } from './static.ts';
import type { SandboxStorage } from './storage.ts';
import { parseTenant, runAsTenant, TENANT_HEADER, tenantKnobs, tenantStorage } from './tenants.ts';
import { createWallet } from './wallet.ts';

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  storage: SandboxStorage;
  knobs: Knobs;
  /** Path of a JSON file of extra articles, authors and stocks (SANDBOX_FIXTURES). */
  fixturesPath?: string | undefined;
  /** Origins of the app (redirect URIs of the OIDC client are derived from them). */
  appOrigins: string[];
  /**
   * Build the index members' quotes on a worker thread at start (default), so no reader waits for the
   * day's first #IXIC call. Tests turn it off (SANDBOX_WARM_UP=off): it is seconds of CPU in every
   * stack, and a stack's specs read a few index pages, built on demand. (The movers' series are always
   * warmed: every home page reads them, and without them each minute's movers cost 1.5 s of the
   * sandbox's own thread.)
   */
  warmUp?: boolean;
  /**
   * How long after start the warm-up begins: by default a moment (a stack's worker and first pages go
   * first); 0 where nothing else is starting and the caller waits for `warm` (the workerd tests' setup,
   * which otherwise sat idle those seconds).
   */
  warmUpAfterMs?: number | undefined;
  /**
   * Build the screener's metrics of the session at start and as each session opens (on a worker
   * thread), so the app's first screener refresh does not wait for them: `node sandbox/main.ts` does
   * unless SANDBOX_WARM_UP=off; sandboxes started inside tests do not (a whole catalogue's build is
   * half a minute of a core beside their tests). Default false.
   */
  warmScreener?: boolean | undefined;
  /**
   * The screener lists every n-th security (with the hand-described ones and the Taiwan ADRs) instead
   * of all 13,000: a test stack's table, built in a second or two rather than half a minute of CPU.
   */
  screenerSample?: number | undefined;
  /** The market clock when no knob freezes it (default: SANDBOX_NOW, SANDBOX_CLOCK_START or the real time). */
  clock?: () => number;
  /** How often the quote feed looks for changed quotes (default 1 s; tests go faster). */
  quoteFeedTickMs?: number;
  /** Symbols one feed client may hold (MAX_SYMBOLS_PER_CLIENT unless a test needs its limit sooner). */
  quoteFeedMaxSymbolsPerClient?: number;
}

export interface RunningSandbox {
  url: string;
  knobs: Knobs;
  /** Resolves once the index members' quotes are first built (at once without the warm-up). */
  warm: Promise<void>;
  close(): Promise<void>;
}

/**
 * One process, one port, one path prefix per upstream service:
 * /article, /forum, /profile, /business, /taiwan-market, /push (Hono apps) and /identity (oidc-provider).
 */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? 'localhost';
  // Shown by GET /__sandbox/knobs even when the caller's knobs predate the lifetime knob.
  options.knobs.accessTokenTtl ??= null;
  options.knobs.marketTime ??= null;
  options.knobs.marketClockStart ??= null;
  // The current request's tenant's knobs and state (tenants.ts); sign-ins stay shared.
  const knobs = tenantKnobs(options.knobs);
  const tenantState = tenantStorage(options.storage);
  const fixtures = options.fixturesPath ? await readFixtures(options.fixturesPath) : {};

  // The issuer must be known before the provider is built, so bind the port first.
  const server: Server = createServer();
  // Node closes an idle keep-alive connection after 5 s; workerd keeps its pooled connection longer
  // and a request sent on one Node just closed fails with "Network connection lost" (a guest's first
  // page then answered 500 token取得失敗 in e2e). Production services keep connections for a minute or
  // more, so the sandbox does too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  // The push service is https, on this same port (push/tls.ts).
  acceptTls(server);

  const catalogue = loadCatalogue(fixtures.stocks ?? []);
  const content = loadContent({ articles: fixtures.articles ?? [], authors: fixtures.authors ?? [] });
  const wallet = createWallet(tenantState);
  const identity = await createIdentityProvider({
    issuer: `${url}/identity`,
    storage: options.storage,
    appOrigins: options.appOrigins,
    // Read at every token issue, so PUT /__sandbox/knobs {accessTokenTtl} takes effect at once.
    accessTokenTtlOverride: () => knobs().accessTokenTtl ?? undefined,
    wallet,
  });
  const deps = { storage: options.storage, verifyBearer: identity.verifyBearer, publicUrl: url };

  const app = new Hono();
  const mount = (service: Exclude<SandboxService, 'identity'>, sub: Hono) => {
    app.use(`/${service}/*`, knobsMiddleware(service, knobs));
    app.route(`/${service}`, sub);
  };
  mount('article', createArticleService({ ...deps, storage: tenantState, content, wallet }));
  mount('forum', createForumService(deps));
  mount('profile', createProfileService({ ...deps, wallet }));
  // The market clock: PUT /__sandbox/knobs {marketTime} freezes it for a test, {marketClockStart} runs it
  // from an instant; else SANDBOX_NOW,
  // SANDBOX_CLOCK_START (running from that instant) or the real time.
  const marketNow = marketClock(knobs, options.clock ?? clockFromEnv(process.env));
  const warmUp = options.warmUp ?? true;
  let warmed = () => {};
  const warm = warmUp ? new Promise<void>((resolve) => (warmed = resolve)) : Promise.resolve();
  mount(
    'business',
    createBusinessService({
      ...deps,
      storage: tenantState,
      catalogue,
      now: marketNow,
      warmMovers: true,
      warmScreener: options.warmScreener ?? false,
      screenerThread: true,
      screenerSample: options.screenerSample,
      warmIndexMembers: warmUp,
      onIndexMembersWarm: () => warmed(),
      warmIndexMembersAfterMs: options.warmUpAfterMs,
    }),
  );
  // Taiwan closes, USD/TWD and the TWSE calendar, drawn from the ADRs' own series (decision 039).
  mount('taiwan-market', createTaiwanMarketService({ catalogue, now: marketNow }));
  // The business service's failure knob refuses new feed clients too (an upstream outage).
  const quoteFeed = createQuoteFeed({
    catalogue,
    now: marketNow,
    tickMs: options.quoteFeedTickMs,
    maxSymbolsPerClient: options.quoteFeedMaxSymbolsPerClient,
    refusal: () => (knobs().fail.business ? 503 : null),
  });
  // A Web Push service (RFC 8030) at https://<host>:<port>/push (decision 055).
  app.route('/push', createPushService({ publicUrl: url, now: Date.now }));
  app.get('/static/*', serveStatic);
  // The image-resizing proxy of production, minus the resizing (docs/decisions/014).
  app.get('/image-proxy', createImageProxy({ publicUrl: url }));
  app.get('/health', (c) => c.json({ ok: true }));
  // A browser asks every origin it shows a page of (the provider's sign-in page) for its icon: a
  // 404 there was the console error after each sign-in. The sandbox has no icon.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'cache-control': 'public, max-age=86400' }));

  // Test and demo control: read or change the knobs of a running sandbox.
  app.get('/__sandbox/knobs', (c) => c.json(knobs()));
  app.put('/__sandbox/knobs', async (c) => {
    let next: Required<Knobs>;
    try {
      next = parseKnobsUpdate(await readJson(c));
    } catch (err) {
      return jsonError(c, 400, 'badRequest', (err as Error).message);
    }
    // All or nothing: a refused body leaves every knob as it was.
    return c.json(Object.assign(knobs(), next));
  });
  // The quote feed's own counts (the bench and the tests read them), and an outage on demand.
  app.get('/__sandbox/quote-feed', (c) => c.json(quoteFeed.stats()));
  app.post('/__sandbox/quote-feed/drop', (c) => {
    quoteFeed.drop(c.req.query('symbol')?.toUpperCase());
    return c.json(quoteFeed.stats());
  });
  // A quote room restarted on a test's word (live/test-restart.ts): each client holding ?symbol= is asked.
  app.post('/__sandbox/quote-feed/restart-rooms', (c) => {
    const symbol = c.req.query('symbol') ?? '';
    if (!/^[A-Z][A-Z0-9.]{0,9}$/.test(symbol)) return jsonError(c, 400, 'badRequest', 'expected ?symbol=, a listed symbol such as NVDA');
    return c.json({ asked: quoteFeed.askRestart(symbol) });
  });
  // A new listing while the sandbox runs (an IPO between two refreshes of the app's edge directory).
  app.post('/__sandbox/listings', async (c) => {
    try {
      // Listed "now" on the market clock: the calendar's IPO row falls on that New York day.
      const entry = catalogue.list(await readJson(c), marketNow());
      return c.json({ data: { id: entry.id, name: entry.name, customName: entry.customName } }, 201);
    } catch (err) {
      return jsonError(c, 400, 'badRequest', (err as Error).message);
    }
  });
  app.notFound((c) => jsonError(c, 404, 'notFound', `No sandbox route for ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    console.error('[sandbox]', err);
    return jsonError(c, 500, 'internal', 'sandbox error');
  });

  const honoListener = getRequestListener(app.fetch);
  const identityKnobs = knobsMiddleware('identity', knobs);
  const identityGate = new Hono().use('*', identityKnobs).all('*', () => new Response(null, { status: 204 }));
  const handleIdentity = async (req: IncomingMessage, res: ServerResponse) => {
    // Latency and failure knobs apply to identity too: run them first, then hand over to oidc-provider.
    const gate = await identityGate.request(req.url ?? '/', { method: 'HEAD' });
    if (gate.status !== 204) {
      res.writeHead(gate.status, { 'content-type': 'application/json' });
      res.end(await gate.text());
      return;
    }
    identity.handler(req, res);
  };
  server.on('request', (req, res) => {
    let tenant: string | null;
    try {
      tenant = parseTenant(req.headers[TENANT_HEADER]);
    } catch (err) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'badRequest', message: (err as Error).message } }));
      return;
    }
    const path = req.url ?? '/';
    runAsTenant(tenant, () => {
      if (path === '/identity' || path.startsWith('/identity/') || path.startsWith('/identity?')) {
        void handleIdentity(req, res);
      } else {
        void honoListener(req, res);
      }
    });
  });

  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0] === QUOTE_FEED_PATH) quoteFeed.handleUpgrade(req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });

  return {
    url,
    knobs: options.knobs,
    warm,
    close: () =>
      new Promise<void>((resolve) => {
        quoteFeed.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
