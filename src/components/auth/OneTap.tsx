'use client';

import { GoogleOAuthProvider, useGoogleOAuth, useGoogleOneTapLogin } from '@react-oauth/google';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { AUTH_EVENTS } from '@/lib/auth/client-auth-state';
import { afterLoadWhenIdle } from '../runtime/idle-start';
import { onDemand } from '../ui/on-demand';
import { claimOneTapPrompt, isOneTapSuppressedPath, nextOneTapPhase, type OneTapPhase, wasPromptedElsewhere } from './one-tap-phase';

export interface OneTapProps {
  /** GOOGLE_CLIENT_ID; an empty one turns one-tap off. */
  clientId: string;
  /** False for members and on /onlyarticlecontent/* (decided on the server for the first render). */
  enabled: boolean;
}

// The exchange runs only once the visitor picked an account in Google's prompt (Google has just
// answered, so the network is there): its code loads then, instead of with every guest's page.
const loadExchange = onDemand(() => import('./one-tap-exchange'));

const warnScriptUnavailable = () => {
  // Offline, blocked or down: the page works the same without one-tap, so only a note.
  console.warn('[one-tap] Google Identity Services could not be loaded; one-tap is off for this page');
};

/**
 * Google one-tap sign-in for visitors. Renders nothing of its own: Google draws the
 * prompt. Google's script is only requested once one-tap may show (after load, when idle), and the prompt appears at most
 * once per page load; a client navigation into the article-only view cancels it for good.
 */
export function OneTap({ clientId, enabled }: OneTapProps) {
  const { path } = useRouter();
  const allowed = enabled && clientId !== '' && !isOneTapSuppressedPath(path);
  // Once loaded, the provider stays mounted: unmounting it would drop and later re-add the script.
  const [loadScript, setLoadScript] = useState(false);
  const [owner] = useState<object>(() => ({}));
  useEffect(() => {
    // Google's script is a browser-only resource, never in the server's HTML; and it is asked for only
    // once the page has loaded and the browser is idle, so it never competes with the first paint or
    // the first tap.
    if (!allowed || wasPromptedElsewhere(owner)) return;
    return afterLoadWhenIdle(window, () => setLoadScript(true));
  }, [allowed, owner]);

  if (!loadScript) return null;
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={warnScriptUnavailable}>
      <OneTapPrompt allowed={allowed} owner={owner} />
    </GoogleOAuthProvider>
  );
}

function OneTapPrompt({ allowed, owner }: { allowed: boolean; owner: object }) {
  const router = useRouter();
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const [phase, setPhase] = useState<OneTapPhase>('waiting');
  const exchanging = useRef(false);

  useEffect(() => {
    let next = nextOneTapPhase(phase, { allowed, scriptLoaded: scriptLoadedSuccessfully, promptedElsewhere: wasPromptedElsewhere(owner) });
    if (next === 'prompting' && phase === 'waiting' && !claimOneTapPrompt(owner)) next = 'done';
    // The step depends on a claim on the page-wide prompt slot (module state outside React), a side
    // effect a render may not make; so the phase moves here, one step per change.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (next !== phase) setPhase(next);
  }, [phase, allowed, scriptLoadedSuccessfully, owner]);

  // The hook prompts while `disabled` is false and calls google.accounts.id.cancel() when it turns
  // true or the component unmounts.
  useGoogleOneTapLogin({
    disabled: phase !== 'prompting',
    // Chrome shows one-tap through FedCM; Google requires opting in.
    use_fedcm_for_prompt: true,
    onSuccess: ({ credential }) => {
      setPhase('done');
      if (!credential || exchanging.current) return;
      exchanging.current = true;
      void loadExchange()
        .then(({ handleOneTapCredential }) => handleOneTapCredential(credential, { events: window, reload: () => router.reload() }))
        .catch((err: unknown) => {
          // The exchange's own code could not be loaded: reported like a request that got no answer
          // (one-tap-exchange.ts CLIENT_ERROR_STATUS.network).
          console.error('[one-tap] the sign-in code could not be loaded', err);
          window.dispatchEvent(new CustomEvent(AUTH_EVENTS.signupOrLoginFail, { detail: { errorStatus: 'network_error' } }));
        })
        .finally(() => {
          exchanging.current = false;
        });
    },
    onError: () => {
      // Google gave no credential (the visitor closed the prompt, or Google refused): nothing to tell.
      console.warn('[one-tap] Google returned no credential');
    },
  });

  return null;
}
