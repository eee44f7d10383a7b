'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useRouter } from 'waku';
import type { Unstable_RouteHref } from 'waku/router/client-core';
import { AUTH_EVENTS, type ClientAuthState } from '@/lib/auth/client-auth-state';
import { showGlobalDialog } from '../dialogs/global-dialog-events';
import { showToast } from '../ui/toast-bus';
import { browserLocalStorage, takeLocalRoute } from './local-route';
import { clearSessionEnded, markSessionEnded, SESSION_REFUSED_EVENT } from './session-ended';
import { refreshDelayMs, tokenExpiringDelayMs } from './auth-runtime-timing';
import { loadedByBackForward, rememberRenderedFor, renderedFor, shownAgainForSomeoneElse } from './restored-page';
import { runSilentSignIn } from './silent-sign-in';
import { isAuthOrInternalPath } from '@/lib/http/return-path';

/**
 * The browser half of the session (spec §4, issue 6). The Worker holds the tokens; this component
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
 */
const PROBED_KEY = 'usstock:auth-probed';
/** A refresh that got no answer is asked again after this long. */
const REFRESH_RETRY_MS = 30_000;
/** Spec §4: the message of the error flow. */
export const DATA_REFRESHED_MESSAGE = '已刷新資料';
const CHANNEL = 'usstock-auth';

type ChannelMessage = { type: 'signed-in' | 'signed-out' };

async function postSession(event?: 'refresh' | 'provider-session-changed'): Promise<ClientAuthState | null> {
  try {
    const res = await fetch('/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event ? { event } : {}),
      credentials: 'same-origin',
    });
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

export function AuthRuntime({ state: serverState }: { state: ClientAuthState }) {
  const router = useRouter();
  const [state, setState] = useState(serverState);
  // A new render from the server (navigation, reload) brings the truth: adopt it, during render
  // (React's pattern for state that follows a prop), so no frame shows the old state.
  const [adoptedServerState, setAdoptedServerState] = useState(serverState);
  if (adoptedServerState !== serverState) {
    setAdoptedServerState(serverState);
    setState(serverState);
  }
  // The server render is the truth again: whatever this page had concluded about its session is spent.
  useEffect(() => clearSessionEnded(), [serverState]);
  const reload = useEffectEvent(() => void router.reload());
  const replaceRoute = useEffectEvent((to: string) => void router.replace(to as Unstable_RouteHref));

  /** Applies an answer of POST /auth/session: a session that ended shows its dialog and re-renders. */
  const adopt = useEffectEvent((next: ClientAuthState | null, wasMember: boolean) => {
    if (!next) return;
    setState(next);
    if (wasMember && next.status !== 'member') {
      // A guest page at once (header, paywall, watchlist), the dialog, then the server's render.
      markSessionEnded();
      showGlobalDialog(next.notice === 'api-error' ? 'api-error' : 'logged-out');
      broadcast({ type: 'signed-out' });
      reload();
    } else if (next.notice === 'logged-out' || next.notice === 'api-error') {
      showGlobalDialog(next.notice);
    }
  });

  /**
   * The error flow (spec §4): the page's idea of the session and the server's disagree, and the
   * server could not say why. Drop what the page held, take a fresh render, and say so: 已刷新資料.
   */
  const refreshAfterError = useEffectEvent(() => {
    setState(serverState);
    reload();
    showToast({ message: DATA_REFRESHED_MESSAGE });
  });

  // A member action was refused as not signed in: has the session ended, or is the page stale?
  useEffect(() => {
    if (state.status !== 'member') return;
    let asked = false;
    const onRefused = async () => {
      if (asked) return;
      asked = true;
      const next = await postSession();
      if (next && next.status !== 'member') adopt(next, true);
      else refreshAfterError();
      asked = false;
    };
    window.addEventListener(SESSION_REFUSED_EVENT, onRefused);
    return () => window.removeEventListener(SESSION_REFUSED_EVENT, onRefused);
  }, [state.status]);

  // The first page after a redirect sign-in: the login event (silent sign-in and one-tap raise it
  // where they happen), and the news for this browser's other tabs.
  useEffect(() => {
    if (serverState.notice !== 'signed-in' || serverState.status !== 'member') return;
    window.dispatchEvent(new CustomEvent(AUTH_EVENTS.login));
    broadcast({ type: 'signed-in' });
    // Landed somewhere else than where 登入 was chosen (localRoute): back there.
    const back = takeLocalRoute(browserLocalStorage(), `${window.location.pathname}${window.location.search}`, Date.now());
    if (back) replaceRoute(back);
  }, [serverState]);

  // Refresh timer and token-expiring event for members.
  useEffect(() => {
    if (state.status !== 'member' || state.expiresAt === null) return;
    const expiresAt = state.expiresAt;
    let refreshTimer = window.setTimeout(refresh, refreshDelayMs(expiresAt, state.lifetimeSeconds, Date.now()));
    const expiringTimer = window.setTimeout(
      () => window.dispatchEvent(new CustomEvent(AUTH_EVENTS.tokenExpiring, { detail: { expiresAt } })),
      tokenExpiringDelayMs(expiresAt, Date.now()),
    );
    async function refresh() {
      const next = await postSession('refresh');
      // No answer (offline, the Worker failing): try again shortly rather than go on showing a member
      // whose session may have ended; the answer, when it comes, decides.
      if (!next) refreshTimer = window.setTimeout(refresh, REFRESH_RETRY_MS);
      else adopt(next, true);
    }
    // Background tabs throttle timers: when the page is shown again, catch up at once if due.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (refreshDelayMs(expiresAt, state.lifetimeSeconds, Date.now()) === 0) {
        window.clearTimeout(refreshTimer);
        refreshTimer = window.setTimeout(refresh, 0);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(refreshTimer);
      window.clearTimeout(expiringTimer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [state.status, state.expiresAt, state.lifetimeSeconds]);

  // Session monitor, part 1: the provider's check_session iframe (members signed in through the browser).
  const { checkSessionUrl, checkSessionIntervalMs, origin, clientId } = state.identity;
  useEffect(() => {
    if (state.status !== 'member' || !state.sessionState || !checkSessionUrl) return;
    const frame = document.createElement('iframe');
    frame.src = checkSessionUrl;
    frame.title = 'session monitor';
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    document.body.appendChild(frame);
    const message = `${clientId} ${state.sessionState}`;
    let ended = false;
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.contentWindow || ended) return;
      if (event.data === 'changed') {
        ended = true;
        adopt(await postSession('provider-session-changed'), true);
      }
    };
    window.addEventListener('message', onMessage);
    const ask = () => frame.contentWindow?.postMessage(message, origin);
    frame.addEventListener('load', ask);
    const interval = window.setInterval(ask, checkSessionIntervalMs);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
  }, [state.status, state.sessionState, checkSessionUrl, checkSessionIntervalMs, origin, clientId]);

  // Session monitor, part 2: other tabs of this browser.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = async (event: MessageEvent<ChannelMessage>) => {
      if (event.data?.type === 'signed-out' && state.status === 'member') {
        const next = await postSession();
        if (next && next.status !== 'member') {
          setState(next);
          markSessionEnded();
          showGlobalDialog('logged-out');
          reload();
        }
      } else if (event.data?.type === 'signed-in' && state.status !== 'member') {
        reload();
      }
    };
    return () => channel.close();
  }, [state.status]);

  // This page opened with the logged-out notice (after /logout, or a session that ended on the
  // server): the other tabs of this browser are signed out too, tell them now.
  useEffect(() => {
    if (serverState.notice === 'logged-out') broadcast({ type: 'signed-out' });
  }, [serverState]);

  // A sign-in or sign-out happened in this tab without a page load: tell the others.
  const previousStatus = useRef(serverState.status);
  useEffect(() => {
    if (previousStatus.current !== 'member' && state.status === 'member') broadcast({ type: 'signed-in' });
    if (previousStatus.current === 'member' && state.status !== 'member') broadcast({ type: 'signed-out' });
    previousStatus.current = state.status;
  }, [state.status]);

  // Back/forward (restored-page.ts): a page shown again for someone else than it was rendered for
  // re-renders; every server render records whose it is.
  const loadChecked = useRef(false);
  useEffect(() => {
    const whose = renderedFor(serverState);
    const firstRender = !loadChecked.current;
    loadChecked.current = true;
    if (firstRender && loadedByBackForward() && shownAgainForSomeoneElse(window.localStorage, whose)) reload();
    else rememberRenderedFor(window.localStorage, whose);
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && shownAgainForSomeoneElse(window.localStorage, whose)) reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [serverState]);

  // Auth on load (spec §4): once per tab session, after the page has loaded (silent-sign-in.ts). The
  // tab's one try is claimed when the frame starts, so a reader who leaves before that keeps it.
  useEffect(() => {
    if (state.status !== 'guest' || isAuthOrInternalPath(window.location.pathname)) return;
    const claim = () => {
      try {
        if (sessionStorage.getItem(PROBED_KEY)) return false;
        sessionStorage.setItem(PROBED_KEY, '1');
        return true;
      } catch {
        return false; // No storage (privacy mode): do not risk probing on every page.
      }
    };
    return runSilentSignIn(claim, (outcome) => {
      if (outcome === 'signed-in') {
        window.dispatchEvent(new CustomEvent(AUTH_EVENTS.login));
        reload();
      } else if (outcome === 'refused') {
        showGlobalDialog('logged-out');
      }
    });
  }, [state.status]);

  return null;
}
