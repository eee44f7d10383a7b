import { describe, expect, it } from 'vitest';
import { type HashWindow, hideHash } from './hydration-hash';

/** A window whose address moves only through `history.replaceState`, as a same-document change does. */
function fakeWindow(href: string) {
  const calls: { data: unknown; url: string }[] = [];
  const state = { key: 'entry-1' };
  const win: HashWindow = {
    location: {
      get href() {
        return href;
      },
      get hash() {
        const at = href.indexOf('#');
        return at === -1 || at === href.length - 1 ? '' : href.slice(at);
      },
    },
    history: {
      state,
      replaceState(data, _unused, url) {
        calls.push({ data, url });
        href = new URL(url, href).href;
      },
    },
  };
  return { win, calls, state, moveTo: (next: string) => void (href = next) };
}

describe('hideHash', () => {
  it('takes the #fragment out of the address and puts it back, keeping the entry and its state', () => {
    const { win, calls, state } = fakeWindow('https://site.test/portfolio?all=1#portfolio-holdings');
    const restore = hideHash(win);
    expect(win.location.href).toBe('https://site.test/portfolio?all=1');
    expect(win.location.hash).toBe('');
    restore?.();
    expect(win.location.href).toBe('https://site.test/portfolio?all=1#portfolio-holdings');
    expect(calls.map((call) => call.data)).toEqual([state, state]);
  });

  it('does nothing to an address without a fragment', () => {
    const { win, calls } = fakeWindow('https://site.test/stock/NVDA/info');
    expect(hideHash(win)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('does nothing to an address that ends in a bare #', () => {
    const { win, calls } = fakeWindow('https://site.test/stock/NVDA/info#');
    expect(hideHash(win)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps a fragment that is percent-encoded or holds another #, as it was', () => {
    const { win } = fakeWindow('https://site.test/portfolio/accounts/3?import=imported&count=2#%E6%8C%81%E8%82%A1#x');
    const restore = hideHash(win);
    expect(win.location.href).toBe('https://site.test/portfolio/accounts/3?import=imported&count=2');
    restore?.();
    expect(win.location.href).toBe('https://site.test/portfolio/accounts/3?import=imported&count=2#%E6%8C%81%E8%82%A1#x');
  });

  it('leaves the address alone when a navigation moved it before the fragment came back', () => {
    const { win, calls, moveTo } = fakeWindow('https://site.test/portfolio?all=1#portfolio-income');
    const restore = hideHash(win);
    moveTo('https://site.test/alerts');
    restore?.();
    expect(win.location.href).toBe('https://site.test/alerts');
    expect(calls).toHaveLength(1);
  });
});
