import type { ClientAuthState } from '@/lib/auth/client-auth-state';
import { isAuthOrInternalPath } from '@/lib/http/return-path';
import type { Step } from '../ui/use-machine';
import { refreshDelayMs, tokenExpiringDelayMs } from './auth-runtime-timing';
import { renderedFor, shownAgainForSomeoneElse } from './restored-page';
import type { SilentOutcome } from './silent-sign-in';

/**
 * The browser half of the session as a pure machine; AuthRuntime listens, feeds
 * events in and runs the effects. The Worker holds the tokens; the page only knows when they expire:
 *
 * - a server render is the truth: adopted at once; its notice raises the login event (and tells the
 *   other tabs), or tells them of a sign-out; back/forward pages shown for someone else re-render;
 * - refresh: POST /auth/session when the refresh window opens (again 30 s later if no answer, at
 *   once when a hidden tab is shown again past it), the token-expiring event 10 s before expiry;
 * - a session that ended (a refused refresh, the provider's check_session frame saying 'changed', a
 *   member action refused, another tab signing out): a guest page at once, the dialog, a re-render;
 *   a refused action the server cannot explain is the error flow (re-render, 已刷新資料);
 * - a guest gets one silent sign-in per tab session (silent-sign-in.ts), never on auth pages.
 * Every event carries the time and the page's path; events after unmount are dropped.
 */
export const REFRESH_RETRY_MS = 30_000;

export type AuthTimer = 'refresh' | 'expiring';
/** Why POST /auth/session was asked; its answer comes back with the same purpose. */
type Purpose = 'refresh' | 'refusal' | 'provider' | 'channel';
export type ChannelMessage = { type: 'signed-in' | 'signed-out' };

export interface AuthRuntimeState {
  /** The last server render adopted. */
  server: ClientAuthState;
  /** What the page holds now: that render, or a later answer of POST /auth/session. */
  auth: ClientAuthState;
  /** Mounted: timers, monitor and silent sign-in follow `auth`. */
  running: boolean;
  /** The first render's back/forward check is done. */
  loadChecked: boolean;
  /** A refused member action is being checked with the server (one check at a time). */
  checkingRefusal: boolean;
  /** The check_session monitor running (its settings), and whether it has reported 'changed'. */
  monitor: string | null;
  monitorEnded: boolean;
  /** A silent sign-in is under way. */
  silent: boolean;
}

export type AuthRuntimeEvent = { now: number; path: string } & (
  | { type: 'server-rendered'; state: ClientAuthState; backForward: boolean; latestRenderedFor: string | null }
  | { type: 'unmounted' }
  | { type: 'timer'; timer: AuthTimer }
  | { type: 'visible' }
  /** A member action was refused as not signed in (SESSION_REFUSED_EVENT). */
  | { type: 'refused' }
  /** The check_session frame answered 'changed'. */
  | { type: 'provider-changed' }
  | { type: 'channel'; data: unknown }
  | { type: 'answered'; purpose: Purpose; answer: ClientAuthState | null }
  | { type: 'page-shown'; persisted: boolean; latestRenderedFor: string | null }
  | { type: 'silent-outcome'; outcome: SilentOutcome }
);

/** The provider's check_session frame: where, who may answer, what to post, how often. */
export interface SessionMonitor {
  url: string;
  origin: string;
  message: string;
  intervalMs: number;
}

export type AuthRuntimeEffect =
  | { type: 'session-ended'; ended: boolean }
  | { type: 'dialog'; dialog: 'logged-out' | 'api-error' }
  /** 已刷新資料 */
  | { type: 'refreshed-toast' }
  | { type: 'reload' }
  | { type: 'broadcast'; message: ChannelMessage['type'] }
  /** AUTH_EVENTS.login, or AUTH_EVENTS.tokenExpiring with the expiry. */
  | { type: 'dispatch'; event: 'login' }
  | { type: 'dispatch'; event: 'tokenExpiring'; expiresAt: number }
  /** Back to where 登入 was chosen, if the sign-in landed elsewhere (local-route.ts). */
  | { type: 'return-to-local-route' }
  | { type: 'remember-rendered-for'; whose: string }
  /** (Re)start the timer, clearing an armed one of the same name; null only clears it. */
  | { type: 'timer'; timer: AuthTimer; ms: number | null }
  | { type: 'ask-session'; purpose: Purpose; event?: 'refresh' | 'provider-session-changed' }
  /** Replace the check_session monitor running (if any) with this one (null: none). */
  | { type: 'monitor'; monitor: SessionMonitor | null }
  /** Stop the silent sign-in under way (if any), and start one when `run`. */
  | { type: 'silent-sign-in'; run: boolean };

type Out = Step<AuthRuntimeState, AuthRuntimeEffect>;
const to = (state: AuthRuntimeState, ...effects: AuthRuntimeEffect[]): Out => ({ state, effects });

export const initialAuthRuntime = (server: ClientAuthState): AuthRuntimeState => ({
  server,
  auth: server,
  running: false,
  loadChecked: false,
  checkingRefusal: false,
  monitor: null,
  monitorEnded: false,
  silent: false,
});

/** What the refresh timers depend on; null when there is nothing to refresh. */
const scheduleOf = (auth: ClientAuthState) => (auth.status === 'member' && auth.expiresAt !== null ? `${auth.expiresAt}:${auth.lifetimeSeconds}` : null);
/** The check_session monitor a state asks for (members signed in through this browser); null for none. */
function monitorOf({ status, sessionState, identity }: ClientAuthState): SessionMonitor | null {
  const { checkSessionUrl: url, checkSessionIntervalMs: intervalMs, origin, clientId } = identity;
  return status === 'member' && sessionState && url ? { url, origin, message: `${clientId} ${sessionState}`, intervalMs } : null;
}
const broadcast = (message: ChannelMessage['type']): AuthRuntimeEffect => ({ type: 'broadcast', message });

/**
 * The page's session moves from `before` (null: not running yet) to `after`: the timers, the monitor,
 * the other tabs and the silent sign-in follow, in the order the component always ran these; `first`
 * comes first, `between` after the monitor, `last` before the silent sign-in.
 */
function follow(
  state: AuthRuntimeState,
  before: ClientAuthState | null,
  after: ClientAuthState,
  { now, path }: { now: number; path: string },
  first: readonly AuthRuntimeEffect[],
  between: readonly AuthRuntimeEffect[] = [],
  last: readonly AuthRuntimeEffect[] = [],
): Out {
  const effects = [...first];
  const schedule = scheduleOf(after);
  if (before === null ? schedule !== null : scheduleOf(before) !== schedule) {
    const at = (ms: number) => (schedule === null ? null : ms);
    const expiresAt = after.expiresAt ?? 0;
    effects.push(
      { type: 'timer', timer: 'refresh', ms: at(refreshDelayMs(expiresAt, after.lifetimeSeconds, now)) },
      { type: 'timer', timer: 'expiring', ms: at(tokenExpiringDelayMs(expiresAt, now)) },
    );
  }
  let { monitor, monitorEnded, silent } = state;
  const nextMonitor = monitorOf(after);
  const key = nextMonitor && JSON.stringify(nextMonitor);
  if (key !== monitor) {
    effects.push({ type: 'monitor', monitor: nextMonitor });
    monitor = key;
    monitorEnded = false;
  }
  effects.push(...between);
  // A sign-in or sign-out in this tab without a page load: the other tabs hear of it.
  if (before !== null && before.status !== after.status) {
    if (after.status === 'member') effects.push(broadcast('signed-in'));
    if (before.status === 'member') effects.push(broadcast('signed-out'));
  }
  effects.push(...last);
  // The silent sign-in follows the status: for guests, once per tab session, never on auth pages.
  if (before?.status !== after.status) {
    const run = after.status === 'guest' && !isAuthOrInternalPath(path);
    if (run || silent) effects.push({ type: 'silent-sign-in', run });
    silent = run;
  }
  return to({ ...state, auth: after, monitor, monitorEnded, silent }, ...effects);
}

/** Applies an answer of POST /auth/session to a member page: a session that ended shows its dialog and re-renders. */
function adopt(state: AuthRuntimeState, answer: ClientAuthState | null, at: { now: number; path: string }): Out {
  if (!answer) return to(state);
  if (answer.status !== 'member') {
    // A guest page at once (header, paywall, watchlist), the dialog, then the server's render.
    const dialog = answer.notice === 'api-error' ? 'api-error' : 'logged-out';
    return follow(state, state.auth, answer, at, [{ type: 'session-ended', ended: true }, { type: 'dialog', dialog }, broadcast('signed-out'), { type: 'reload' }]);
  }
  const notice = answer.notice === 'logged-out' || answer.notice === 'api-error' ? answer.notice : null;
  return follow(state, state.auth, answer, at, notice ? [{ type: 'dialog', dialog: notice }] : []);
}

/** A server render: adopted, its notices acted on, its owner recorded (or, shown again by back/forward for someone else, re-rendered). */
function serverRendered(state: AuthRuntimeState, event: Extract<AuthRuntimeEvent, { type: 'server-rendered' }>): Out {
  const server = event.state;
  if (state.running && server === state.server) return to(state);
  const first: AuthRuntimeEffect[] = [{ type: 'session-ended', ended: false }];
  // The first page after a redirect sign-in (silent sign-in and one-tap raise the login event where they happen).
  if (server.notice === 'signed-in' && server.status === 'member') first.push({ type: 'dispatch', event: 'login' }, broadcast('signed-in'), { type: 'return-to-local-route' });
  // Opened with the logged-out notice (after /logout, or a session that ended on the server): the other tabs are signed out too.
  const between = server.notice === 'logged-out' ? [broadcast('signed-out')] : [];
  const whose = renderedFor(server);
  const restored = !state.loadChecked && event.backForward && shownAgainForSomeoneElse(event.latestRenderedFor, whose);
  const last: AuthRuntimeEffect = restored ? { type: 'reload' } : { type: 'remember-rendered-for', whose };
  return follow({ ...state, server, running: true, loadChecked: true }, state.running ? state.auth : null, server, event, first, between, [last]);
}

function unmounted(state: AuthRuntimeState): Out {
  const effects: AuthRuntimeEffect[] = [];
  if (scheduleOf(state.auth) !== null) effects.push({ type: 'timer', timer: 'refresh', ms: null }, { type: 'timer', timer: 'expiring', ms: null });
  if (state.monitor !== null) effects.push({ type: 'monitor', monitor: null });
  if (state.silent) effects.push({ type: 'silent-sign-in', run: false });
  return to({ ...state, running: false, monitor: null, monitorEnded: false, silent: false, checkingRefusal: false }, ...effects);
}

function answered(state: AuthRuntimeState, event: Extract<AuthRuntimeEvent, { type: 'answered' }>): Out {
  const { answer } = event;
  switch (event.purpose) {
    case 'refresh':
      // No answer (offline, the Worker failing): ask again shortly rather than go on showing a member
      // whose session may have ended; the answer, when it comes, decides.
      if (answer) return adopt(state, answer, event);
      return scheduleOf(state.auth) === null ? to(state) : to(state, { type: 'timer', timer: 'refresh', ms: REFRESH_RETRY_MS });
    case 'provider':
      return adopt(state, answer, event);
    case 'refusal': {
      const settled = { ...state, checkingRefusal: false };
      if (answer && answer.status !== 'member') return adopt(settled, answer, event);
      // The error flow: the page and the server disagree and the server cannot say why.
      // Drop what the page held, take a fresh render, and say so: 已刷新資料.
      return follow(settled, state.auth, state.server, event, [{ type: 'reload' }, { type: 'refreshed-toast' }]);
    }
    case 'channel':
      // Another tab signed out: so has this one, if the server agrees.
      if (!answer || answer.status === 'member') return to(state);
      return follow(state, state.auth, answer, event, [{ type: 'session-ended', ended: true }, { type: 'dialog', dialog: 'logged-out' }, { type: 'reload' }]);
  }
}

export function authRuntimeStep(state: AuthRuntimeState, event: AuthRuntimeEvent): Out {
  if (event.type === 'server-rendered') return serverRendered(state, event);
  if (!state.running) return to(state);
  const { auth } = state;
  const expiresAt = scheduleOf(auth) === null ? null : auth.expiresAt;
  switch (event.type) {
    case 'unmounted':
      return unmounted(state);
    case 'timer':
      if (expiresAt === null) return to(state);
      if (event.timer === 'expiring') return to(state, { type: 'dispatch', event: 'tokenExpiring', expiresAt });
      return to(state, { type: 'ask-session', purpose: 'refresh', event: 'refresh' });
    case 'visible':
      // Background tabs throttle timers: when the page is shown again, catch up at once if due.
      if (expiresAt === null || refreshDelayMs(expiresAt, auth.lifetimeSeconds, event.now) !== 0) return to(state);
      return to(state, { type: 'timer', timer: 'refresh', ms: 0 });
    case 'refused':
      // Has the session ended, or is the page stale? One question at a time.
      if (auth.status !== 'member' || state.checkingRefusal) return to(state);
      return to({ ...state, checkingRefusal: true }, { type: 'ask-session', purpose: 'refusal' });
    case 'provider-changed':
      if (state.monitor === null || state.monitorEnded) return to(state);
      return to({ ...state, monitorEnded: true }, { type: 'ask-session', purpose: 'provider', event: 'provider-session-changed' });
    case 'channel': {
      const message = (event.data as Partial<ChannelMessage> | null)?.type;
      if (message === 'signed-out' && auth.status === 'member') return to(state, { type: 'ask-session', purpose: 'channel' });
      if (message === 'signed-in' && auth.status !== 'member') return to(state, { type: 'reload' });
      return to(state);
    }
    case 'answered':
      return answered(state, event);
    case 'page-shown':
      // Restored whole from the back/forward cache: re-rendered if this browser's session changed since.
      if (!event.persisted || !shownAgainForSomeoneElse(event.latestRenderedFor, renderedFor(state.server))) return to(state);
      return to(state, { type: 'reload' });
    case 'silent-outcome':
      if (!state.silent) return to(state);
      if (event.outcome === 'signed-in') return to({ ...state, silent: false }, { type: 'dispatch', event: 'login' }, { type: 'reload' });
      return to({ ...state, silent: false }, ...(event.outcome === 'refused' ? [{ type: 'dialog', dialog: 'logged-out' } as const] : []));
  }
}
