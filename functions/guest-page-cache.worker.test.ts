import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from './guest-page-cache';
import { app, bindings, bodyNonces, CHROME, cookiePair, freshSite, GOOGLEBOT, memberCookie, nextKept, policyNonce, renders, resetAroundEachTest, visit } from '@tests/guest-page-cache-harness';

/**
 * The guest page cache (decision 030) in the real edge layer (tests/support/app/guest-page-cache-harness.ts):
 * who may be given a kept page. Guests share one render, each with a cookie and nonces of their own;
 * a member's render is never kept nor served; crawlers, guests and RSC payloads are kept apart.
 * Each test uses its own site origin, so no test sees another's kept pages.
 */
resetAroundEachTest();

describe('guest page cache (decision 030)', () => {
  it("two guests: the second gets the first one's render, with a cookie and a nonce of its own on every script", async () => {
    const site = freshSite();
    const stored = nextKept();
    const first = await visit(site, '/stock/NVDA/info');
    const firstHtml = await first.text();
    await stored;
    const rendersBefore = renders;
    const second = await visit(site, '/stock/NVDA/info');
    const secondHtml = await second.text();

    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(renders).toBe(rendersBefore); // served without rendering
    expect(secondHtml).toContain('data-auth="guest"');
    // Each guest has a session of their own, minted outside the kept page.
    expect(cookiePair(first)).toMatch(/^__Host-usstock_session=/);
    expect(cookiePair(second)).toMatch(/^__Host-usstock_session=/);
    expect(cookiePair(second)).not.toBe(cookiePair(first));
    // Private (no shared cache), but a guest's page may be kept by their browser for back/forward.
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    // Nonces: one per response, on every script that had one, the preload, the edge's tap hold and theme script, never the other's.
    const [firstNonce, secondNonce] = [policyNonce(first), policyNonce(second)];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(bodyNonces(firstHtml)).toEqual(Array(6).fill(firstNonce));
    expect(bodyNonces(secondHtml)).toEqual(Array(6).fill(secondNonce));
    expect(secondHtml).not.toContain(firstNonce);
    // The script the render did not bless stays unblessed.
    expect(secondHtml).toContain('<script type="application/ld+json">');
    // A third guest gets the same page again, whole (the isolate's copy is not used up by serving it).
    const third = await visit(site, '/stock/NVDA/info');
    expect(third.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect((await third.text()).replace(/nonce="[^"]*"/g, '')).toBe(secondHtml.replace(/nonce="[^"]*"/g, ''));
  });

  it('a member after a guest gets a private render of their own, and the guest page stays a guest page', async () => {
    const site = freshSite();
    const stored = nextKept();
    await (await visit(site, '/article/101')).text();
    await stored;
    const cookie = await memberCookie();
    const rendersBefore = renders;
    const member = await visit(site, '/article/101', { cookie });
    const memberHtml = await member.text();
    expect(renders).toBe(rendersBefore + 1);
    expect(member.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(memberHtml).toContain('data-member=');
    expect(memberHtml).toContain('data-auth="member"');
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    const guest = await visit(site, '/article/101');
    const guestHtml = await guest.text();
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(guestHtml).not.toContain('data-member=');
    expect(guestHtml).toContain('data-auth="guest"');
  });

  it("a guest after a member never gets the member's page: the member's render is never kept", async () => {
    const site = freshSite();
    const cookie = await memberCookie();
    const member = await visit(site, '/stock/AAPL/info', { cookie });
    expect(await member.text()).toContain('data-member=');
    const stored = nextKept();
    const guest = await visit(site, '/stock/AAPL/info');
    const guestHtml = await guest.text();
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(guestHtml).not.toContain('data-member=');
    await stored;
    // A member who comes back is still never served a kept page.
    const again = await visit(site, '/stock/AAPL/info', { cookie });
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(await again.text()).toContain('data-member=');
  });

  it("/calendar: guests share one page; a member's 只看自選股 page is never kept nor served to anyone else (decision 040)", async () => {
    const site = freshSite();
    const stored = nextKept();
    expect((await visit(site, '/calendar?mine=1')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await stored;
    expect((await visit(site, '/calendar?mine=1')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    const cookie = await memberCookie();
    const member = await visit(site, '/calendar?mine=1', { cookie });
    expect(member.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(await member.text()).toContain('data-member=');
    const guest = await visit(site, '/calendar?mine=1');
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(await guest.text()).not.toContain('data-member=');
  });

  it('spellings of a query that reach the page alike share one kept page', async () => {
    const site = freshSite();
    const stored = nextKept();
    await (await visit(site, '/calendar?date=2026-11-23')).text();
    await stored;
    for (const spelling of ['/calendar?date=2026-11-23&', '/calendar?&&date=2026-11-23&&&', '/calendar?%64ate=2026-11-23', '/calendar?date=2026%2D11%2D23']) {
      const res = await visit(site, spelling);
      expect(res.headers.get(PAGE_CACHE_HEADER), spelling).toBe('hit');
      await res.text();
    }
    const other = await visit(site, '/calendar?date=2026-11-30');
    expect(other.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await other.text();
  });

  it('a crawler (no session) and a guest never share a page: the silent-login probe differs', async () => {
    const site = freshSite();
    const stored = nextKept();
    await (await visit(site, '/', { ua: GOOGLEBOT })).text();
    await stored;
    const guest = await visit(site, '/');
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(await guest.text()).toContain('data-auth="guest"');
    const crawler = await visit(site, '/', { ua: GOOGLEBOT });
    expect(crawler.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(crawler.headers.getSetCookie()).toEqual([]);
    expect(await crawler.text()).toContain('data-auth="anonymous"');
  });

  it('an RSC payload is kept apart from its document and keyed by the layouts the client holds', async () => {
    const site = freshSite();
    const guest = await visit(site, '/stock/MSFT/info');
    const cookie = cookiePair(guest)!;
    await guest.text();
    const rsc = (etags?: string) => app.request(`${site}/RSC/R/stock/MSFT/info.txt?query=`, { headers: { 'user-agent': CHROME, cookie, ...(etags ? { 'x-waku-etags': etags } : {}) } }, bindings(site));
    const stored = nextKept('/rsc/');
    const first = await rsc();
    expect(await first.text()).toMatch(/^0:\["render \d+","guest"\]/);
    await stored;
    const second = await rsc();
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(second.headers.get('content-type')).toBeNull(); // as Waku sent it
    const withEtags = await rsc('{"layout:/":"abc"}');
    expect(withEtags.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await withEtags.text();
  });
});
