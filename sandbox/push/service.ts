import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Hono } from 'hono';
import { answerErrorsAsJson, jsonError, readJson } from '../http-errors.ts';
import { vapidProblem } from './vapid.ts';

/** What a push service must accept (RFC 8030 §7.2 sets no size; 4096 octets is what they all take, RFC 8291 §4). */
const MAX_BODY = 4096;
/** Answers a test may make a subscription give instead of 201. */
const ANSWERS = new Set([201, 400, 403, 404, 410, 413, 429, 500, 502, 503]);

interface Received {
  id: string;
  receivedAt: number;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The encrypted body as it came (aes128gcm, RFC 8188 framing), base64url. */
  body: string;
}

interface Subscription {
  id: string;
  /** The applicationServerKey the browser subscribed with, when the test gave one: pushes must be signed with it. */
  applicationServerKey: string | null;
  /** What a send to it answers, set by a test (null: 201 and keep the message). */
  answer: number | null;
  /** The Retry-After sent with that answer (delta-seconds or an HTTP-date, RFC 9110 §10.2.3), when the test gave one. */
  retryAfter: string | null;
  messages: Received[];
  /** Every send, kept or refused, in order: its status and why it was refused. */
  attempts: { status: number; at: number; problem: string | null }[];
}

/**
 * A push service (RFC 8030) for the offline stack and the tests: a browser's subscription is made here
 * by a test (`POST /push/subscriptions`), the app's Worker POSTs encrypted messages to its endpoint
 * (https only, VAPID checked), and tests read what arrived (to decrypt it with the subscription's own
 * keys, which only the test holds) and set what a subscription answers (404 and 410 gone, 429 and 5xx,
 * with a Retry-After if the test gives one).
 * State is in memory: a push service forgets nothing a test needs within one run.
 */
export function createPushService(deps: { publicUrl: string; now: () => number }): Hono {
  const httpsOrigin = new URL(deps.publicUrl.replace(/^http:/, 'https:')).origin;
  const subscriptions = new Map<string, Subscription>();
  const app = new Hono();

  app.post('/subscriptions', async (c) => {
    const body = ((await readJson(c).catch(() => ({}))) ?? {}) as { applicationServerKey?: unknown };
    const key = typeof body.applicationServerKey === 'string' ? body.applicationServerKey : null;
    const id = randomBytes(12).toString('base64url');
    subscriptions.set(id, { id, applicationServerKey: key, answer: null, retryAfter: null, messages: [], attempts: [] });
    return c.json({ id, endpoint: `${httpsOrigin}/push/send/${id}` }, 201);
  });

  app.post('/send/:id', async (c) => {
    const subscription = subscriptions.get(c.req.param('id'));
    if (!subscription) return c.body(null, 404);
    const refuse = (status: 400 | 401 | 403 | 413 | 415, problem: string) => {
      subscription.attempts.push({ status, at: deps.now(), problem });
      return jsonError(c, status, 'refused', problem);
    };
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!(incoming?.socket as TLSSocket | undefined)?.encrypted) return refuse(400, 'a push resource is https only');
    const ttl = Number(c.req.header('ttl'));
    if (!c.req.header('ttl') || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL header missing or not a whole number');
    if (c.req.header('content-encoding') !== 'aes128gcm') return refuse(415, 'Content-Encoding must be aes128gcm (RFC 8291)');
    const problem = await vapidProblem(c.req.header('authorization'), httpsOrigin, deps.now(), subscription.applicationServerKey);
    if (problem) return refuse(problem.startsWith('no ') ? 401 : 403, problem);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > MAX_BODY) return refuse(413, `the body is over ${MAX_BODY} bytes`);
    if (bytes.length < 21 + 65 + 17) return refuse(400, 'the body is too short to be an aes128gcm message');
    if (subscription.answer !== null && subscription.answer !== 201) {
      subscription.attempts.push({ status: subscription.answer, at: deps.now(), problem: null });
      return c.body(null, subscription.answer as 404, subscription.retryAfter === null ? {} : { 'retry-after': subscription.retryAfter });
    }
    const message: Received = {
      id: randomBytes(9).toString('base64url'),
      receivedAt: deps.now(),
      ttl,
      urgency: c.req.header('urgency') ?? null,
      topic: c.req.header('topic') ?? null,
      body: Buffer.from(bytes).toString('base64url'),
    };
    subscription.messages.push(message);
    subscription.attempts.push({ status: 201, at: message.receivedAt, problem: null });
    return c.body(null, 201, { location: `${httpsOrigin}/push/messages/${message.id}` });
  });

  // The tests' side: what arrived, and what the next sends answer.
  app.get('/subscriptions/:id', (c) => {
    const subscription = subscriptions.get(c.req.param('id'));
    return subscription ? c.json(subscription) : jsonError(c, 404, 'notFound', 'no such subscription');
  });
  app.put('/subscriptions/:id/answer', async (c) => {
    const subscription = subscriptions.get(c.req.param('id'));
    if (!subscription) return jsonError(c, 404, 'notFound', 'no such subscription');
    const { status, retryAfter = null } = ((await readJson(c)) ?? {}) as { status?: unknown; retryAfter?: unknown };
    if (status !== null && !(typeof status === 'number' && ANSWERS.has(status))) return jsonError(c, 400, 'badRequest', `status must be null or one of ${[...ANSWERS].join(', ')}`);
    // Sent as it is, malformed too (a test of how the app reads a bad one), but one header line of printable ASCII.
    if (retryAfter !== null && !(typeof retryAfter === 'string' && /^[\x20-\x7e]{1,100}$/.test(retryAfter))) {
      return jsonError(c, 400, 'badRequest', 'retryAfter must be null or up to 100 printable ASCII characters');
    }
    subscription.answer = status;
    subscription.retryAfter = retryAfter;
    return c.json(subscription);
  });

  answerErrorsAsJson(app, { notFound: 'No push route for', failure: 'push service error', log: '[sandbox push]' });
  return app;
}
