'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import type { Unstable_RouteHref } from 'waku/router/client-core';
import { AUTH_EVENTS, type ClientAuthState } from '@/lib/auth/client-auth-state';
import { showGlobalDialog } from '../dialogs/global-dialog-events';
import { showToast } from '../ui/toast-bus';
import { useMachine } from '../ui/use-machine';
import { type AuthRuntimeEffect, type AuthRuntimeEvent, type AuthTimer, authRuntimeStep, type ChannelMessage, initialAuthRuntime, type SessionMonitor } from './auth-runtime-machine';
import { browserLocalStorage, takeLocalRoute } from './local-route';
import { clearSessionEnded, markSessionEnded, SESSION_REFUSED_EVENT } from './session-ended';
import { latestRenderedFor, loadedByBackForward, rememberRenderedFor } from './restored-page';
import { runSilentSignIn } from './silent-sign-in';

/**
 * The browser half of the session. The Worker holds the tokens; this component
 * only knows when they expire (ClientAuthState) and keeps things moving for a page left open:
 *
 * - auth on load: a guest who has signed in at the provider before (GET has-logged-in, failure counts
 *   as yes) gets one silent login per tab session, in a hidden frame after load (/auth/probe →
 *   /auth/silent → /refresh; silent-sign-in.ts). A member appears with a re-render; if the provider
 *   refuses, a logout is reported (您已登出);
 * - refresh: POST /auth/session 10 minutes before expiry (the server renews), token-expiring event
 *   10 s before; a refused refresh → guest, logged-out dialog (or the API error dialog);
 * - session monitor: the provider's check_session iframe every 15 s, and a BroadcastChannel so
 *   another tab's sign-in or sign-out shows here at once.
 *
 * What happens when is decided by auth-runtime-machine.ts (pure, unit-tested); this component only
 * listens (timers, frames, the channel, visibility, back/forward) and runs what the machine asks.
 */
const PROBED_KEY = 'usstock:auth-probed';
/** The message of the error flow. */
export const DATA_REFRESHED_MESSAGE = '已刷新資料';
const CHANNEL = 'usstock-auth';

async function postSession(event?: 'refresh' | 'provider-session-changed'): Promise<ClientAuthState | null> {
  try {
    const res = await fetch('/auth/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event ? { event } : {}), credentials: 'same-origin' });
    return res.ok ? ((await res.json()) as ClientAuthState) : null;
  } catch {
    return null;
  }
}

function broadcast(message: ChannelMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** An event as the machine takes it: with the time and the page's path. */
type Unstamped = AuthRuntimeEvent extends infer E ? (E extends AuthRuntimeEvent ? Omit<E, 'now' | 'path'> : never) : never;
const stamp = (event: Unstamped) => ({ ...event, now: Date.now(), path: window.location.pathname }) as AuthRuntimeEvent;
const latest = () => {
  const storage = browserLocalStorage();
  return storage ? latestRenderedFor(storage) : null;
};

/** What is running for the machine: its timers, the check_session frame, the silent sign-in. */
interface Running {
  timers: Map<AuthTimer, number>;
  stopMonitor: (() => void) | null;
  stopSilent: (() => void) | null;
}

export function AuthRuntime({ state: serverState }: { state: ClientAuthState }) {
  const router = useRouter();
  const running = useRef<Running>({ timers: new Map(), stopMonitor: null, stopSilent: null });
  const [, send] = useMachine(
    authRuntimeStep,
    () => initialAuthRuntime(serverState),
    (effect, send) => perform(effect, (event) => void send(stamp(event)), running, router),
  );

  // A server render (the first, a navigation, a reload) brings the truth.
  useEffect(() => {
    send(stamp({ type: 'server-rendered', state: serverState, backForward: loadedByBackForward(), latestRenderedFor: latest() }));
  }, [send, serverState]);

  // What the page hears: refused member actions, visibility, other tabs, back/forward restores.
  useEffect(() => {
    const onRefused = () => send(stamp({ type: 'refused' }));
    const onVisible = () => {
      if (document.visibilityState === 'visible') send(stamp({ type: 'visible' }));
    };
    const onShow = (event: PageTransitionEvent) => send(stamp({ type: 'page-shown', persisted: event.persisted, latestRenderedFor: latest() }));
    window.addEventListener(SESSION_REFUSED_EVENT, onRefused);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onShow);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = (event: MessageEvent) => send(stamp({ type: 'channel', data: event.data }));
    return () => {
      window.removeEventListener(SESSION_REFUSED_EVENT, onRefused);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onShow);
      channel?.close();
      send(stamp({ type: 'unmounted' }));
    };
  }, [send]);

  return null;
}

type Router = ReturnType<typeof useRouter>;

function perform(effect: AuthRuntimeEffect, send: (event: Unstamped) => void, running: RefObject<Running>, router: Router): void {
  const current = running.current;
  switch (effect.type) {
    case 'session-ended':
      return effect.ended ? markSessionEnded() : clearSessionEnded();
    case 'dialog':
      return showGlobalDialog(effect.dialog);
    case 'refreshed-toast':
      return showToast({ message: DATA_REFRESHED_MESSAGE });
    case 'reload':
      return void router.reload();
    case 'broadcast':
      return broadcast({ type: effect.message });
    case 'dispatch': {
      const init = effect.event === 'tokenExpiring' ? { detail: { expiresAt: effect.expiresAt } } : undefined;
      return void window.dispatchEvent(new CustomEvent(AUTH_EVENTS[effect.event], init));
    }
    case 'return-to-local-route': {
      // Landed somewhere else than where 登入 was chosen (localRoute): back there.
      const back = takeLocalRoute(browserLocalStorage(), `${window.location.pathname}${window.location.search}`, Date.now());
      if (back) void router.replace(back as Unstable_RouteHref);
      return;
    }
    case 'remember-rendered-for': {
      const storage = browserLocalStorage();
      if (storage) rememberRenderedFor(storage, effect.whose);
      return;
    }
    case 'timer': {
      const { timer, ms } = effect;
      window.clearTimeout(current.timers.get(timer));
      if (ms === null) current.timers.delete(timer);
      else
        current.timers.set(
          timer,
          window.setTimeout(() => send({ type: 'timer', timer }), ms),
        );
      return;
    }
    case 'ask-session':
      void postSession(effect.event).then((answer) => send({ type: 'answered', purpose: effect.purpose, answer }));
      return;
    case 'monitor':
      current.stopMonitor?.();
      current.stopMonitor = effect.monitor && startMonitor(effect.monitor, () => send({ type: 'provider-changed' }));
      return;
    case 'silent-sign-in':
      current.stopSilent?.();
      // The tab's one try is claimed when the frame starts, so a reader who leaves before that keeps it.
      current.stopSilent = effect.run ? runSilentSignIn(claimSilentSignIn, (outcome) => send({ type: 'silent-outcome', outcome })) : null;
  }
}

/** The provider's check_session frame (OIDC Session Management), asked on load and every interval; 'changed' is reported. */
function startMonitor(monitor: SessionMonitor, changed: () => void): () => void {
  const frame = document.createElement('iframe');
  frame.src = monitor.url;
  frame.title = 'session monitor';
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  document.body.appendChild(frame);
  const onMessage = (event: MessageEvent) => {
    if (event.origin === monitor.origin && event.source === frame.contentWindow && event.data === 'changed') changed();
  };
  window.addEventListener('message', onMessage);
  const ask = () => frame.contentWindow?.postMessage(monitor.message, monitor.origin);
  frame.addEventListener('load', ask);
  const interval = window.setInterval(ask, monitor.intervalMs);
  return () => {
    window.clearInterval(interval);
    window.removeEventListener('message', onMessage);
    frame.remove();
  };
}

/** Auth on load runs once per tab session (sessionStorage). */
function claimSilentSignIn(): boolean {
  try {
    if (sessionStorage.getItem(PROBED_KEY)) return false;
    sessionStorage.setItem(PROBED_KEY, '1');
    return true;
  } catch {
    return false; // No storage (privacy mode): do not risk probing on every page.
  }
}
