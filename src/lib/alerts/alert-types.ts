/**
 * Price alerts (到價通知): what a member keeps, what the quote rooms hold, and what a firing carries, as
 * plain data over RPC between the site's Worker, the member's store and the quote rooms (decision 055).
 * A threshold is a decimal as text in the store (exact, as the member typed it); the rooms compare it as
 * a number with the feed's prices, which are numbers already.
 */

/** Up to this many alerts per member (paused ones count; removed ones do not). */
export const ALERT_LIMIT = 50;
/** The inbox keeps the newest this many notifications. */
export const INBOX_LIMIT = 100;
/** A price threshold must lie within this factor of the current price (either way). */
export const THRESHOLD_FACTOR = 10;
/** A room evaluates at most this many alerts per tick (measured in the bench). */
export const EVALUATIONS_PER_TICK = 500;

/**
 * What an alert watches. The first six are decided by the quote room on each tick; the calendar kinds
 * by the site's daily Cron Trigger, which tells the rooms which symbols report or go ex-dividend tomorrow.
 * - above / below: the price crosses the threshold (a price, US$).
 * - change-up / change-down: today's change reaches +X % / −X % (threshold X, a positive percent).
 * - high-52w / low-52w: the price passes the 52-week high / low known when the alert was armed (threshold).
 * - earnings / ex-dividend: tomorrow, New York date (no threshold).
 */
export const ALERT_KINDS = ['above', 'below', 'change-up', 'change-down', 'high-52w', 'low-52w', 'earnings', 'ex-dividend'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type TickAlertKind = Exclude<AlertKind, 'earnings' | 'ex-dividend'>;
export type CalendarAlertKind = Extract<AlertKind, 'earnings' | 'ex-dividend'>;
export const isTickKind = (kind: AlertKind): kind is TickAlertKind => kind !== 'earnings' && kind !== 'ex-dividend';

/** 'once': fires, then waits until the member re-arms it. 'daily': fires at most once per New York trading day. */
export type AlertRepeat = 'once' | 'daily';

/** 等待中 / 已觸發 / 已停用. */
export type AlertState = 'armed' | 'fired' | 'paused';

/** What a member writes (the form). */
export interface AlertFields {
  symbol: string;
  kind: AlertKind;
  /** Decimal text; null for the calendar kinds. For the 52-week kinds the site fills it from the stock's range. */
  threshold: string | null;
  repeat: AlertRepeat;
}

export interface StoredAlert extends AlertFields {
  id: number;
  state: AlertState;
  /** Moves on at every re-arm or edit: a 'once' alert's firing key carries it, so an old firing never counts again. */
  generation: number;
  createdAt: number;
  /** The last firing, if any: epoch ms, the price (decimal text) and the New York date. */
  firedAt: number | null;
  firedPrice: string | null;
  firedDay: string | null;
}

/** How a notification's push went. 'no-device': the member had push turned on nowhere when it fired. */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'no-device';

/** One notification in the inbox (the newest INBOX_LIMIT are kept). */
export interface InboxEntry {
  id: number;
  alertId: number;
  symbol: string;
  /** The notification's text, as the push showed it (alert-text.ts). */
  title: string;
  body: string;
  /** Where a tap goes: the stock's page. */
  url: string;
  firedAt: number;
  delivery: DeliveryState;
}

/**
 * One firing, from a quote room (or the calendar cron through it) to the member's store. `key` is its
 * idempotency key (alert id, generation, and for a 'daily' alert the New York day): the store records a
 * key once, however often a restarted room sends it again.
 */
export interface AlertFiring {
  alertId: number;
  generation: number;
  key: string;
  symbol: string;
  kind: AlertKind;
  /** The price that crossed (null for a calendar firing) and the day's change in percent. */
  price: number | null;
  changePercent: number | null;
  /** ISO time of the tick, or of the cron run. */
  time: string;
  /** New York date (YYYY-MM-DD) the firing belongs to. */
  day: string;
}

/** The store's answer to a firing: new (notification made), already recorded, or the alert is no longer armed. */
export type FiringOutcome = 'recorded' | 'duplicate' | 'not-armed';

/** What a quote room holds of one armed alert: enough to decide a tick without asking the store. */
export interface RoomAlert {
  /** The member store's Durable Object id (hex, `ctx.id.toString()`), where a firing goes: an object does not know its own name. */
  member: string;
  alertId: number;
  generation: number;
  symbol: string;
  kind: AlertKind;
  /** The threshold as a number (null for the calendar kinds). */
  threshold: number | null;
  repeat: AlertRepeat;
  /** For a 'daily' alert, the New York day it last fired: it waits for the next. */
  firedDay: string | null;
}

/** A browser's push subscription (PushSubscription.toJSON()), as the site keeps it. */
export interface PushSubscriptionFields {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The JSON a push carries (encrypted, RFC 8291) and the service worker shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per firing: a repeated delivery replaces, never stacks. */
  tag: string;
}

/** What the service worker posts to the site's open tabs when a push arrives (they show a toast). */
export interface AlertToastMessage extends PushPayload {
  type: 'alert';
}

type Refused = { status: 'refused'; problems: { field: string; message: string }[] };
type StoreFailed = { status: 'error' };
export type AlertOutcome = { status: 'saved'; alert: StoredAlert } | { status: 'not-found' } | { status: 'full'; max: number } | Refused | StoreFailed;
export type AlertRemovedOutcome = { status: 'removed'; alert: StoredAlert } | { status: 'not-found' } | StoreFailed;

/** The alerts' part of the member's store (live/, MemberStore). */
export interface AlertsRpc {
  /** Live alerts, newest first. */
  listAlerts(): Promise<StoredAlert[]>;
  createAlert(fields: AlertFields): Promise<AlertOutcome>;
  /** An edit re-arms (a new generation). */
  editAlert(id: number, fields: AlertFields): Promise<AlertOutcome>;
  pauseAlert(id: number): Promise<AlertOutcome>;
  /** Arms a paused or fired alert again (a new generation). */
  rearmAlert(id: number): Promise<AlertOutcome>;
  /** 復原 within a day, as the other removes. */
  removeAlert(id: number): Promise<AlertRemovedOutcome>;
  restoreAlert(id: number): Promise<AlertOutcome>;
  /** Newest first. */
  listInbox(): Promise<InboxEntry[]>;
  /** From a quote room: records the firing once and queues its push. */
  alertFired(firing: AlertFiring): Promise<FiringOutcome>;
  savePushSubscription(subscription: PushSubscriptionFields, userAgent: string): Promise<{ status: 'saved' } | Refused | StoreFailed>;
  removePushSubscription(endpoint: string): Promise<{ status: 'removed' | 'not-found' }>;
  /** How many devices have push turned on (the /alerts page says so). */
  countPushSubscriptions(): Promise<number>;
}

/**
 * What a member's store and the site's calendar Cron Trigger ask of a quote room (live/quote-room.ts
 * implements it; live/env.ts names it for the live Worker). The room keeps its alerts in its own storage
 * (it reloads them after an eviction) and keeps the feed of every symbol with an armed alert, readers or not.
 */
export interface AlertRoomRpc {
  /** Replaces everything `member` has armed on `symbols` (symbols of this room) with `alerts` (none: forget them). */
  setAlerts(member: string, symbols: string[], alerts: RoomAlert[]): Promise<void>;
  /** These symbols report earnings / go ex-dividend on `day` (New York, tomorrow): their calendar alerts fire. */
  calendarDue(events: { symbol: string; kind: CalendarAlertKind }[], day: string): Promise<void>;
}
