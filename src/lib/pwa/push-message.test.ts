import { describe, expect, it } from 'vitest';
import { alertPayload } from '../alerts/alert-text';
import { alertToastMessage, FALLBACK_URL, isAlertToastMessage, isSitePath, pushPayloadFrom } from './push-message';

const payload = alertPayload({ alertId: 7, key: '7-1', symbol: 'NVDA', kind: 'above', price: 150.12, changePercent: 3.1 }, 150);

describe('what the service worker makes of a push', () => {
  it("shows an alert's payload as the site wrote it", () => {
    expect(pushPayloadFrom(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
    // The payload tests/e2e/pwa.spec.ts delivers to the service worker.
    expect(payload).toEqual({ title: '到價通知', body: 'NVDA 突破 $150.00，現價 $150.12 (+3.1 %)', url: '/stock/NVDA/info', tag: 'alert-7-1' });
  });

  it('shows a plain notification that opens 通知 for anything else, never another site', () => {
    for (const json of [null, 'text', { ...payload, url: 'https://evil.example/' }, { ...payload, url: '//evil.example' }, { ...payload, title: '' }, { ...payload, tag: 5 }]) {
      expect(pushPayloadFrom(json)).toMatchObject({ url: FALLBACK_URL, title: '到價通知' });
    }
    expect(isSitePath('/stock/NVDA/info')).toBe(true);
    expect(isSitePath('/\\evil.example')).toBe(false);
  });

  it("tells the tabs in a message they can check, and tabs ignore others' messages", () => {
    const message = alertToastMessage(payload);
    expect(message).toEqual({ type: 'alert', ...payload });
    expect(isAlertToastMessage(message)).toBe(true);
    expect(isAlertToastMessage({ ...message, type: 'other' })).toBe(false);
    expect(isAlertToastMessage({ ...message, url: 'https://evil.example/' })).toBe(false);
    expect(isAlertToastMessage('alert')).toBe(false);
  });
});
