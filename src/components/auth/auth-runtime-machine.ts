import type { ClientAuthState } from '@/lib/auth/client-auth-state';
import { isAuthOrInternalPath } from '@/lib/http/return-path';
import type { Step } from '../ui/use-machine';
import { refreshDelayMs, tokenExpiringDelayMs } from './auth-runtime-timing';
import { renderedFor, shownAgainForSomeoneElse } from './restored-page';
import type { SilentOutcome } from './silent-sign-in';

/**
 * The browser half of the session (spec §4, issue 6) as a pure machine; AuthRuntime listens, feeds
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

export type AuthRuntimeEffect =
  | { type: 'clear-session-ended' }
  | { type: 'mark-session-ended' }
  | { type: 'dialog'; dialog: 'logged-out' | 'api-error' }
  /** 已刷新資料 */
  | { type: 'refreshed-toast' }
  | { type: 'reload' }
  | { type: 'broadcast'; message: ChannelMessage }
  | { type: 'login-event' }
  | { type: 'token-expiring-event'; expiresAt: number }
  /** Back to where 登入 was chosen, if the sign-in landed elsewhere (local-route.ts). */
  | { type: 'return-to-local-route' }
  | { type: 'remember-rendered-for'; whose: string }
  /** (Re)start the timer: an armed one of the same name is cleared first. */
  | { type: 'arm'; timer: AuthTimer; ms: number }
  | { type: 'disarm'; timer: AuthTimer }
  | { type: 'ask-session'; purpose: Purpose; event?: 'refresh' | 'provider-session-changed' }
  | { type: 'start-monitor'; url: string; origin: string; message: string; intervalMs: number }
  | { type: 'stop-monitor' }
  | { type: 'start-silent-sign-in' }
  | { type: 'stop-silent-sign-in' };

type Out = Step<AuthRuntimeState, AuthRuntimeEffect>;
const NOTHING: readonly AuthRuntimeEffect[] = [];

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
function monitorOf(auth: ClientAuthState): string | null {
  const { checkSessionUrl, checkSessionIntervalMs, origin, clientId } = auth.identity;
  if (auth.status !== 'member' || !auth.sessionState || !checkSessionUrl) return null;
  return JSON.stringify([auth.sessionState, checkSessionUrl, checkSessionIntervalMs, origin, clientId]);
}

/**
 * The page's session moves from `before` (null: not running yet) to `after`: the timers, the monitor,
 * the other tabs and the silent sign-in follow. `between` runs after the monitor, in the order the
 * component always ran these.
 */
function follow(state: AuthRuntimeState, before: ClientAuthState | null, after: ClientAuthState, now: number, path: string, between: readonly AuthRuntimeEffect[] = NOTHING): Out {
  const effects: AuthRuntimeEffect[] = [];
  const schedule = scheduleOf(after);
  if (before === null || scheduleOf(before) !== schedule) {
    if (before !== null && scheduleOf(before) !== null) effects.push({ type: 'disarm', timer: 'refresh' }, { type: 'disarm', timer: 'expiring' });
    if (schedule !== null && after.expiresAt !== null) {
      effects.push(
        { type: 'arm', timer: 'refresh', ms: refreshDelayMs(after.expiresAt, after.lifetimeSeconds, now) },
        { type: 'arm', timer: 'expiring', ms: tokenExpiringDelayMs(after.expiresAt, now) },
      );
    }
  }
  let { monitor, monitorEnded } = state;
  const nextMonitor = monitorOf(after);
  if (nextMonitor !== monitor) {
    if (monitor !== null) effects.push({ type: 'stop-monitor' });
    const { checkSessionUrl, checkSessionIntervalMs, origin, clientId } = after.identity;
    if (nextMonitor !== null && checkSessionUrl) {
      effects.push({ type: 'start-monitor', url: checkSessionUrl, origin, message: `${clientId} ${after.sessionState}`, intervalMs: checkSessionIntervalMs });
    }
    monitor = nextMonitor;
    monitorEnded = false;
  }
  effects.push(...between);
  // A sign-in or sign-out in this tab without a page load: the other tabs hear of it.
  if (before !== null && before.status !== after.status) {
    if (after.status === 'member') effects.push({ type: 'broadcast', message: { type: 'signed-in' } });
    if (before.status === 'member') effects.push({ type: 'broadcast', message: { type: 'signed-out' } });
  }
  return { state: { ...state, auth: after, monitor, monitorEnded }, effects };
}

/** The silent sign-in follows the status (it runs for guests, once per tab session, never on auth pages). */
function followSilent(out: Out, before: ClientAuthState | null, path: string): Out {
  const { state } = out;
  if (before !== null && before.status === state.auth.status) return out;
  const effects = [...out.effects];
  if (state.silent) effects.push({ type: 'stop-silent-sign-in' });
  const silent = state.auth.status === 'guest' && !isAuthOrInternalPath(path);
  if (silent) effects.push({ type: 'start-silent-sign-in' });
  return { state: { ...state, silent }, effects };
}

/** The page's session becomes `after` (and the effects `first` come first). */
function become(state: AuthRuntimeState, after: ClientAuthState, now: number, path: string, first: readonly AuthRuntimeEffect[]): Out {
  const out = follow(state, state.auth, after, now, path);
  return followSilent({ state: out.state, effects: [...first, ...out.effects] }, state.auth, path);
}

/** Applies an answer of POST /auth/session to a member page: a session that ended shows its dialog and re-renders. */
function adopt(state: AuthRuntimeState, answer: ClientAuthState | null, now: number, path: string): Out {
  if (!answer) return { state, effects: NOTHING };
  if (answer.status !== 'member') {
    // A guest page at once (header, paywall, watchlist), the dialog, then the server's render.
    const dialog = answer.notice === 'api-error' ? 'api-error' : 'logged-out';
    return become(state, answer, now, path, [{ type: 'mark-session-ended' }, { type: 'dialog', dialog }, { type: 'broadcast', message: { type: 'signed-out' } }, { type: 'reload' }]);
  }
  const notice = answer.notice === 'logged-out' || answer.notice === 'api-error' ? answer.notice : null;
  return become(state, answer, now, path, notice ? [{ type: 'dialog', dialog: notice }] : NOTHING);
}

/** A server render: adopted, its notices acted on, its owner recorded (or, shown again by back/forward for someone else, re-rendered). */
function serverRendered(state: AuthRuntimeState, event: Extract<AuthRuntimeEvent, { type: 'server-rendered' }>): Out {
  const { state: server, now, path } = event;
  if (state.running && server === state.server) return { state, effects: NOTHING };
  const before = state.running ? state.auth : null;
  const first: AuthRuntimeEffect[] = [{ type: 'clear-session-ended' }];
  // The first page after a redirect sign-in (silent sign-in and one-tap raise the login event where they happen).
  if (server.notice === 'signed-in' && server.status === 'member') {
    first.push({ type: 'login-event' }, { type: 'broadcast', message: { type: 'signed-in' } }, { type: 'return-to-local-route' });
  }
  const between: AuthRuntimeEffect[] = [];
  // Opened with the logged-out notice (after /logout, or a session that ended on the server): the other tabs are signed out too.
  if (server.notice === 'logged-out') between.push({ type: 'broadcast', message: { type: 'signed-out' } });
  const whose = renderedFor(server);
  const restored = !state.loadChecked && event.backForward && shownAgainForSomeoneElse(event.latestRenderedFor, whose);
  const out = follow({ ...state, server, running: true, loadChecked: true }, before, server, now, path, between);
  const effects = [...first, ...out.effects, restored ? { type: 'reload' as const } : { type: 'remember-rendered-for' as const, whose }];
  return followSilent({ state: out.state, effects }, before, path);
}

function unmounted(state: AuthRuntimeState): Out {
  const effects: AuthRuntimeEffect[] = [];
  if (scheduleOf(state.auth) !== null) effects.push({ type: 'disarm', timer: 'refresh' }, { type: 'disarm', timer: 'expiring' });
  if (state.monitor !== null) effects.push({ type: 'stop-monitor' });
  if (state.silent) effects.push({ type: 'stop-silent-sign-in' });
  return { state: { ...state, running: false, monitor: null, monitorEnded: false, silent: false, checkingRefusal: false }, effects };
}

function answered(state: AuthRuntimeState, event: Extract<AuthRuntimeEvent, { type: 'answered' }>): Out {
  const { answer, now, path } = event;
  switch (event.purpose) {
    case 'refresh':
      // No answer (offline, the Worker failing): ask again shortly rather than go on showing a member
      // whose session may have ended; the answer, when it comes, decides.
      if (!answer) return { state, effects: scheduleOf(state.auth) === null ? NOTHING : [{ type: 'arm', timer: 'refresh', ms: REFRESH_RETRY_MS }] };
      return adopt(state, answer, now, path);
    case 'provider':
      return adopt(state, answer, now, path);
    case 'refusal': {
      const settled = { ...state, checkingRefusal: false };
      if (answer && answer.status !== 'member') return adopt(settled, answer, now, path);
      // The error flow (spec §4): the page and the server disagree and the server cannot say why.
      // Drop what the page held, take a fresh render, and say so: 已刷新資料.
      return become(settled, state.server, now, path, [{ type: 'reload' }, { type: 'refreshed-toast' }]);
    }
    case 'channel':
      // Another tab signed out: so has this one, if the server agrees.
      if (!answer || answer.status === 'member') return { state, effects: NOTHING };
      return become(state, answer, now, path, [{ type: 'mark-session-ended' }, { type: 'dialog', dialog: 'logged-out' }, { type: 'reload' }]);
  }
}

export function authRuntimeStep(state: AuthRuntimeState, event: AuthRuntimeEvent): Out {
  if (event.type === 'server-rendered') return serverRendered(state, event);
  if (!state.running) return { state, effects: NOTHING };
  const { auth } = state;
  switch (event.type) {
    case 'unmounted':
      return unmounted(state);
    case 'timer':
      if (scheduleOf(auth) === null || auth.expiresAt === null) return { state, effects: NOTHING };
      if (event.timer === 'expiring') return { state, effects: [{ type: 'token-expiring-event', expiresAt: auth.expiresAt }] };
      return { state, effects: [{ type: 'ask-session', purpose: 'refresh', event: 'refresh' }] };
    case 'visible':
      // Background tabs throttle timers: when the page is shown again, catch up at once if due.
      if (scheduleOf(auth) === null || auth.expiresAt === null || refreshDelayMs(auth.expiresAt, auth.lifetimeSeconds, event.now) !== 0) return { state, effects: NOTHING };
      return { state, effects: [{ type: 'arm', timer: 'refresh', ms: 0 }] };
    case 'refused':
      // Has the session ended, or is the page stale? One question at a time.
      if (auth.status !== 'member' || state.checkingRefusal) return { state, effects: NOTHING };
      return { state: { ...state, checkingRefusal: true }, effects: [{ type: 'ask-session', purpose: 'refusal' }] };
    case 'provider-changed':
      if (state.monitor === null || state.monitorEnded) return { state, effects: NOTHING };
      return { state: { ...state, monitorEnded: true }, effects: [{ type: 'ask-session', purpose: 'provider', event: 'provider-session-changed' }] };
    case 'channel': {
      const message = (event.data as Partial<ChannelMessage> | null)?.type;
      if (message === 'signed-out' && auth.status === 'member') return { state, effects: [{ type: 'ask-session', purpose: 'channel' }] };
      if (message === 'signed-in' && auth.status !== 'member') return { state, effects: [{ type: 'reload' }] };
      return { state, effects: NOTHING };
    }
    case 'answered':
      return answered(state, event);
    case 'page-shown':
      // Restored whole from the back/forward cache: re-rendered if this browser's session changed since.
      if (!event.persisted || !shownAgainForSomeoneElse(event.latestRenderedFor, renderedFor(state.server))) return { state, effects: NOTHING };
      return { state, effects: [{ type: 'reload' }] };
    case 'silent-outcome':
      if (!state.silent) return { state, effects: NOTHING };
      if (event.outcome === 'signed-in') return { state: { ...state, silent: false }, effects: [{ type: 'login-event' }, { type: 'reload' }] };
      return { state: { ...state, silent: false }, effects: event.outcome === 'refused' ? [{ type: 'dialog', dialog: 'logged-out' }] : NOTHING };
  }
}
