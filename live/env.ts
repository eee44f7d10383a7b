import type { LiveQuote } from './live-quote.ts';
import type { AlertRoomRpc, AlertsRpc } from '../src/lib/alerts/alert-types.ts';

/**
 * The live Worker's bindings (live/wrangler.toml) and the RPC each Durable Object offers the other.
 * A hub asks rooms to join and leave; a room delivers quotes to hubs. The contracts live here, not
 * in the classes' files, so the two objects do not import each other (the classes implement them:
 * they cannot drift apart).
 */
export interface LiveEnv {
  QUOTE_ROOMS: DurableObjectNamespace;
  QUOTE_HUBS: DurableObjectNamespace;
  /** One store per member (member-store.ts); only the site's Worker asks it anything. */
  MEMBER_STORES: DurableObjectNamespace;
  QUOTE_FEED_URL: string;
  WEB_APP_ID: string;
  LIVE_GRACE_MS: string;
  /**
   * Limits a test may set lower (decision 035 gives the defaults, live/client-limits.ts): how long a hub
   * waits to leave rooms in one call, the sockets and symbols one client (an address) may hold and the
   * frames it may send, and what a socket may have unread before it is dropped.
   */
  LIVE_LEAVE_AFTER_MS?: string;
  LIVE_CLIENT_SOCKETS?: string;
  LIVE_CLIENT_SYMBOLS?: string;
  LIVE_CLIENT_FRAMES?: string;
  LIVE_MAX_UNREAD?: string;
  /**
   * Web Push (decision 055, web-push.ts): the VAPID key pair (base64url: the public key an uncompressed
   * P-256 point, the same as the site's VAPID_PUBLIC_KEY; the private key its scalar, a secret) and the
   * contact the push services see (mailto: or https:).
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** The push services' origins a subscription's endpoint may be on (push-subscriptions.ts: never an address a client made up). */
  PUSH_SERVICE_ORIGINS?: string;
  /** The first retry's wait after a failed push, ms (doubling after each; default 60 s). Tests set it short. */
  PUSH_RETRY_MS?: string;
  /**
   * "on" only in the test stacks (scripts/stack.ts --var, the live workerd tests' own project): a room then
   * obeys the sandbox feed's `testRestart` frame (test-restart.ts). Never in wrangler.toml's [vars].
   */
  LIVE_TEST_HOOKS?: string;
}

export interface JoinAnswer {
  /** The latest quote of each joined symbol the feed has answered for. */
  quotes: LiveQuote[];
  /** Symbols the feed does not list: nothing will come for them. */
  unknown: string[];
}

/** What a hub asks of a room (QuoteRoom). */
export interface QuoteRoomRpc {
  join(symbols: string[], hubId: string): Promise<JoinAnswer>;
  leave(symbols: string[], hubId: string): Promise<void>;
}

/** Price alerts (decision 055): what a member's store and the site's calendar Cron Trigger ask of a room (the site reads it too). */
export type { AlertRoomRpc };

/** What a room asks of a hub (QuoteHub). */
export interface QuoteHubRpc {
  /** Answers the symbols of these it no longer holds (a hub reset since, or its leave lost): the room lets it go of them. */
  deliver(quotes: LiveQuote[]): Promise<string[]>;
}

/** The room named `name` (one per shard of symbols, live/room-shards.ts). */
export const roomStub = (env: LiveEnv, name: string): QuoteRoomRpc => env.QUOTE_ROOMS.get(env.QUOTE_ROOMS.idFromName(name)) as unknown as QuoteRoomRpc;

/** A room's alert side (AlertRoomRpc), by the same name as roomStub. */
export const alertRoomStub = (env: LiveEnv, name: string): AlertRoomRpc => env.QUOTE_ROOMS.get(env.QUOTE_ROOMS.idFromName(name)) as unknown as AlertRoomRpc;

/** A member's store by its id (hex, as a RoomAlert carries it): where a room sends a firing. */
export const memberAlertsStub = (env: LiveEnv, member: string): Pick<AlertsRpc, 'alertFired'> =>
  env.MEMBER_STORES.get(env.MEMBER_STORES.idFromString(member)) as unknown as Pick<AlertsRpc, 'alertFired'>;

/** The hub whose id a join gave (one per reader socket's home hub). */
export const hubStub = (env: LiveEnv, id: string): QuoteHubRpc => env.QUOTE_HUBS.get(env.QUOTE_HUBS.idFromString(id)) as unknown as QuoteHubRpc;
