import { describe, expect, it } from 'vitest';
import { APP, TestBrowser } from '@tests/test-browser';

/**
 * /auth/probe: the light first step of auth on load, framed by the site itself after load.
 * It asks has-logged-in from the frame (so the page makes no no-store request) and goes on to
 * /auth/silent only on yes; a hostile `from` never becomes a place to go.
 */
describe('/auth/probe', () => {
  it('is a small self-framed page that asks has-logged-in and continues to the silent sign-in on yes', async () => {
    const browser = new TestBrowser();
    const res = await browser.request('/auth/probe?from=%2Fstock%2FNVDA%2Finfo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html.length).toBeLessThan(2_000);
    expect(html).toContain('/identity/has-logged-in');
    expect(html).toContain('"/auth/silent?from=%2Fstock%2FNVDA%2Finfo"');
    // "Nothing tried" goes to this origin only.
    expect(html).toContain('"tried":false');
    expect(html).toContain('postMessage(');
    expect(html).toContain(', location.origin)');
    // No guest token is minted for a frame.
    expect(browser.cookies.has('usstock_session')).toBe(false);
  });

  it('never turns a hostile `from` into somewhere to go, and escapes what it shows', async () => {
    const browser = new TestBrowser();
    for (const from of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)', '/"></script><script>alert(1)</script>']) {
      const html = await (await browser.request(`/auth/probe?from=${encodeURIComponent(from)}`)).text();
      expect(html, from).not.toContain('evil.example');
      expect(html, from).not.toContain('javascript:');
      expect(html, from).not.toContain('<script>alert(1)');
    }
  });

  it('answers GET only', async () => {
    const res = await new TestBrowser().request('/auth/probe', { method: 'POST', headers: { origin: APP } });
    expect(res.status).toBe(405);
  });
});
