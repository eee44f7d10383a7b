import { SILENT_LOGIN_MESSAGE } from '@/lib/auth/client-auth-state';
import { afterLoadWhenIdle } from '../runtime/idle-start';
import { SILENT_LOGIN_TIMEOUT_MS } from './auth-runtime-timing';

/** How a silent sign-in ended: a member session was set, the provider refused, or nothing was tried. */
export type SilentOutcome = 'signed-in' | 'refused' | 'not-tried';

/** The frame's postMessage payload (functions/auth/probe-page.ts and silent-result-page.ts). */
export function silentOutcomeOf(data: unknown): SilentOutcome | null {
  const message = data as { type?: unknown; ok?: unknown; tried?: unknown } | null;
  if (message?.type !== SILENT_LOGIN_MESSAGE) return null;
  if (message.ok === true) return 'signed-in';
  return message.tried === false ? 'not-tried' : 'refused';
}

/**
 * Auth on load: once the page has loaded and the browser is idle, one hidden
 * same-origin frame runs `/auth/probe` (has-logged-in, a failure counting as yes), which goes on to
 * `/auth/silent` → the provider → `/refresh` only when the answer is yes. Nothing competes with the
 * first paint or the first tap, and the page itself makes no no-store request (back/forward cache).
 * `claim` is asked when the frame would start (false: not this time); `done` is called once with the
 * outcome; a frame that does not answer in time is given up silently. Returns a cancel.
 */
export function runSilentSignIn(claim: () => boolean, done: (outcome: SilentOutcome) => void): () => void {
  let frame: HTMLIFrameElement | null = null;
  let timer: number | undefined;
  const finish = (outcome: SilentOutcome | null) => {
    window.clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    frame?.remove();
    frame = null;
    if (outcome) done(outcome);
  };
  const onMessage = (event: MessageEvent) => {
    if (!frame || event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
    const outcome = silentOutcomeOf(event.data);
    if (outcome) finish(outcome);
  };
  const cancelWait = afterLoadWhenIdle(window, () => {
    if (!claim()) return;
    frame = document.createElement('iframe');
    frame.src = `/auth/probe?from=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
    frame.title = 'silent sign-in';
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    timer = window.setTimeout(() => finish(null), SILENT_LOGIN_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
  });
  return () => {
    cancelWait();
    finish(null);
  };
}
