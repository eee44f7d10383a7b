import type { PushSubscriptionFields } from '../src/lib/alerts/alert-types.ts';
import { checkPushSubscription, pushEndpointAllowed, pushServiceOrigins } from '../src/lib/alerts/push-fields.ts';
import type { LiveEnv } from './env.ts';

/** A member's devices with push on: past this many, saving another drops the one saved longest ago. */
export const PUSH_DEVICE_LIMIT = 10;
const USER_AGENT_MAX = 300;

type Refused = { status: 'refused'; problems: { field: string; message: string }[] };
export type SaveSubscriptionOutcome = { status: 'saved' } | Refused | { status: 'error' };

/**
 * The member's devices that receive push (decision 055), in the member store's push_subscriptions table.
 * A subscription is checked again here (the site checked its shape already), and its endpoint must be on
 * one of the push services in PUSH_SERVICE_ORIGINS: the store POSTs to it, so an address a client made
 * up (the site's own services, a private network) is never reached. Removing one drops its queued pushes.
 */
export class PushSubscriptions {
  constructor(
    private readonly storage: Pick<DurableObjectStorage, 'sql' | 'transactionSync'>,
    private readonly env: Pick<LiveEnv, 'PUSH_SERVICE_ORIGINS'>,
    /** Called with the inbox ids whose queued pushes a removal dropped (push-outbox.ts settles them). */
    private readonly onDropped: (inboxIds: number[]) => void,
  ) {}

  save(input: PushSubscriptionFields, userAgent: string): SaveSubscriptionOutcome {
    const checked = checkPushSubscription(input);
    if (!checked.ok) return { status: 'refused', problems: checked.problems };
    const { endpoint, keys } = checked.subscription;
    if (!pushEndpointAllowed(endpoint, pushServiceOrigins(this.env.PUSH_SERVICE_ORIGINS))) {
      return { status: 'refused', problems: [{ field: 'endpoint', message: '這個推播服務不在允許的清單中' }] };
    }
    const agent = typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : '';
    try {
      this.storage.transactionSync(() => {
        // The same browser subscribing again (new keys after a reinstall) replaces its row.
        this.storage.sql.exec(
          `INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_agent, created_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent`,
          endpoint,
          keys.p256dh,
          keys.auth,
          agent,
          Date.now(),
        );
        const extra = this.storage.sql.exec<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?', PUSH_DEVICE_LIMIT).toArray();
        for (const row of extra) this.dropInTransaction(row.endpoint);
      });
      return { status: 'saved' };
    } catch (err) {
      console.error('[push-subscriptions] save failed, nothing kept', err);
      return { status: 'error' };
    }
  }

  remove(endpoint: string): { status: 'removed' | 'not-found' } {
    if (typeof endpoint !== 'string' || endpoint.length > 1000) return { status: 'not-found' };
    return this.storage.transactionSync(() => ({ status: this.dropInTransaction(endpoint) ? 'removed' : 'not-found' }));
  }

  count(): number {
    return this.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM push_subscriptions').one().n;
  }

  /** Removes a device and its queued pushes (inside the caller's transaction); true when there was one. */
  dropInTransaction(endpoint: string): boolean {
    const inboxIds = this.storage.sql.exec<{ inbox_id: number }>('DELETE FROM push_outbox WHERE endpoint = ? RETURNING inbox_id', endpoint).toArray();
    const removed = this.storage.sql.exec('DELETE FROM push_subscriptions WHERE endpoint = ?', endpoint).rowsWritten > 0;
    if (inboxIds.length) this.onDropped(inboxIds.map((row) => row.inbox_id));
    return removed;
  }
}
