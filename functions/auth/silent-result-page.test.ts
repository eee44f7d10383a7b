import { describe, expect, it } from 'vitest';
import { runInRequestScope } from '@/lib/server/request-scope';
import { silentResultPage } from './silent-result-page';

const page = (result: { ok: boolean; returnTo: string }) => runInRequestScope({ cspNonce: 'bm9uY2U=' }, () => silentResultPage({ ...result, setCookies: ['a=1; Path=/', 'b=2; Path=/'] }));

describe('silent login result page (/refresh)', () => {
  it('posts the result to the parent on our own origin only, with the request nonce, never cached', async () => {
    const res = page({ ok: true, returnTo: '/article' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const html = await res.text();
    expect(html).toContain('<script nonce="bm9uY2U=">');
    expect(html).toContain('window.parent.postMessage({"type":"usstock:silent-login","ok":true}, location.origin)');
    expect(html).toContain('location.replace("/article")');
  });

  it('cannot be broken out of by a return path', async () => {
    const html = await page({ ok: false, returnTo: '/x"</script><script>alert(1)</script>&<b>' }).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
