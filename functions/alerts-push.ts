import { bodyLimit } from 'hono/body-limit';
import { ALERTS_PUSH_MAX_BYTES, ALERTS_PUSH_PATH, checkPushSubscription, PUSH_ENDPOINT_MAX } from '@/lib/alerts/push-fields';
import { memberStoreOf } from '@/lib/member/member-store';
import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { sessionMemberId } from './member-form';
import { payloadTooLarge } from './payload-too-large';

/** The answers' words (zh-TW): what the page shows under the push switch. */
const MESSAGES = { signedOut: '請先登入再開啟推播通知', notJson: '推播設定的格式不正確', badIntent: '不明的推播設定動作', storeFailed: '推播設定暫時無法儲存，請稍後再試' } as const;

const answer = (c: EdgeContext, status: 400 | 401 | 415 | 503, message: string, problems?: { field: string; message: string }[]) =>
  c.json({ message, ...(problems ? { problems } : {}) }, status, { 'cache-control': 'no-store' });

/**
 * `POST /alerts/push` (decision 055): the push switch on /alerts sends `{ intent: 'subscribe', subscription }`
 * (PushSubscription.toJSON()) or `{ intent: 'unsubscribe', endpoint }` as JSON; 204 when done, else a 4xx
 * whose `message` (zh-TW) the page shows. The store is the verified session's member's (never one the
 * body names); writes from other sites were refused earlier (same-origin-writes.ts); the body is 4 KB at
 * most. The member's store checks the subscription again and holds its endpoint to the allowed push
 * services (live/push-subscriptions.ts).
 */
export default function alertsPush(): EdgeMiddleware {
  const limited = bodyLimit({ maxSize: ALERTS_PUSH_MAX_BYTES, onError: payloadTooLarge });
  return async (c, next) => {
    if (c.req.method !== 'POST' || new URL(c.req.url).pathname !== ALERTS_PUSH_PATH) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return answer(c, 415, MESSAGES.notJson);
    return limited(c, async () => {
      c.res = await act(c);
    });
  };
}

async function act(c: EdgeContext): Promise<Response> {
  const body = (await c.req.json().catch(() => null)) as { intent?: unknown; subscription?: unknown; endpoint?: unknown } | null;
  if (body === null || typeof body !== 'object') return answer(c, 400, MESSAGES.notJson);
  const memberId = sessionMemberId();
  if (memberId === null) return answer(c, 401, MESSAGES.signedOut);
  const store = memberStoreOf(c.env.MEMBER_STORES, memberId);
  try {
    if (body.intent === 'subscribe') {
      const checked = checkPushSubscription(body.subscription);
      if (!checked.ok) return answer(c, 400, checked.problems[0]!.message, checked.problems);
      const saved = await store.savePushSubscription(checked.subscription, (c.req.header('user-agent') ?? '').slice(0, 300));
      if (saved.status === 'refused') return answer(c, 400, saved.problems[0]?.message ?? MESSAGES.notJson, saved.problems);
      if (saved.status === 'error') return answer(c, 503, MESSAGES.storeFailed);
      return c.body(null, 204, { 'cache-control': 'no-store' });
    }
    if (body.intent === 'unsubscribe') {
      if (typeof body.endpoint !== 'string' || body.endpoint.length > PUSH_ENDPOINT_MAX) return answer(c, 400, MESSAGES.notJson);
      // Gone already (another tab turned it off, or a 410 removed it): the same end, so the same answer.
      await store.removePushSubscription(body.endpoint);
      return c.body(null, 204, { 'cache-control': 'no-store' });
    }
    return answer(c, 400, MESSAGES.badIntent);
  } catch (err) {
    console.error('[alerts-push] the member store failed', err);
    return answer(c, 503, MESSAGES.storeFailed);
  }
}
