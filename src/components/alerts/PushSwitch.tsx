'use client';

import { useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { focusRing, pill, switchTrack } from '@/components/ui/control-styles';
import { useHydrated } from '@/components/ui/use-hydrated';
import { SERVICE_WORKER_OPTIONS, SERVICE_WORKER_URL } from '@/lib/pwa/service-worker-address';
import { PUSH_ENDPOINT, PUSH_TEXT, turnOff, turnOn, type PushBrowser } from './push-switch-flow';

/** 'checking': the server's HTML and hydration, before the browser can be asked: nothing to tap yet. */
type Mode = 'checking' | 'unsupported' | 'iphone' | 'ready';

/**
 * 推播通知 on /alerts (decision 055): one tap asks the browser's permission (never before the tap),
 * subscribes this device with the site's VAPID key and tells the site (POST /alerts/push); another tap
 * turns it off. Every failure says what happened in a sentence; on an iPhone outside the home screen,
 * where Safari has no push, it says how to add the site there first.
 */
export function PushSwitch({ vapidPublicKey, devices }: { vapidPublicKey: string; devices: number }) {
  const mode: Mode = useHydrated() ? detect() : 'checking';
  const [on, setOn] = useState(false);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [count, setCount] = useState(devices);
  const describedBy = useId();

  useEffect(() => {
    let current = true;
    if (detect() !== 'ready') return;
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => current && setOn(Boolean(subscription)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const toggle = async () => {
    setWorking(true);
    setMessage(null);
    const outcome = on ? await turnOff(browserPush) : await turnOn(browserPush, vapidPublicKey);
    if (outcome.on !== on) setCount((previous) => Math.max(0, previous + (outcome.on ? 1 : -1)));
    setOn(outcome.on);
    setMessage(outcome.error);
    setWorking(false);
  };

  const blocked = mode === 'ready' && !on && Notification.permission === 'denied';
  const help = mode === 'iphone' ? PUSH_TEXT.iphone : mode === 'unsupported' ? PUSH_TEXT.unsupported : (message ?? (blocked ? PUSH_TEXT.denied : on ? PUSH_TEXT.on : PUSH_TEXT.off));
  return (
    <div className={boxClass} data-testid="push-switch">
      <button type="button" role="switch" aria-checked={on} aria-describedby={describedBy} className={switchClass} disabled={mode !== 'ready' || working} onClick={() => void toggle()}>
        <span>{PUSH_TEXT.label}</span>
        <span className={switchTrack()} aria-hidden="true" />
      </button>
      <p id={describedBy} role="status" className={message || blocked ? errorClass : helpClass}>
        {working ? PUSH_TEXT.working : mode === 'checking' ? '' : help}
      </p>
      {count > 0 && <p className={helpClass}>{PUSH_TEXT.devices(count)}</p>}
    </div>
  );
}

function detect(): Mode {
  const appleMobile = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  if (appleMobile && !standalone) return 'iphone';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'ready' : 'unsupported';
}

const browserPush: PushBrowser = {
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async pushManager() {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, SERVICE_WORKER_OPTIONS);
    return (await navigator.serviceWorker.ready).pushManager;
  },
  async post(body) {
    const response = await fetch(PUSH_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    return { status: response.status, message: response.ok ? null : await refusalText(response) };
  },
};

/** The site's zh-TW reason for a 4xx (JSON `{ message }` or plain text), if it gave one. */
async function refusalText(response: Response): Promise<string | null> {
  try {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const json = (await response.json()) as { message?: unknown; error?: unknown };
      const text = typeof json.message === 'string' ? json.message : typeof json.error === 'string' ? json.error : null;
      return text && text.length <= 200 ? text : null;
    }
    const text = (await response.text()).trim();
    return type.startsWith('text/plain') && text && text.length <= 200 ? text : null;
  } catch {
    return null;
  }
}

const boxClass = css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '560px' });
// A pill with the words on the left and the switch's track on the right; greyed while it cannot be used.
const switchClass = css(pill.raw({ tone: 'outline' }), focusRing.raw(), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4',
  alignSelf: 'flex-start',
  minH: '44px',
  px: '4',
  color: 'ink',
  fontSize: '16px',
  fontWeight: 700,
  cursor: 'pointer',
  _disabled: { cursor: 'default', color: 'muted' },
});
const helpClass = css({ m: 0, color: 'muted', fontSize: '14px' });
const errorClass = css({ m: 0, color: 'redText', fontSize: '14px', fontWeight: 700 });
