import { describe, expect, it } from 'vitest';
import { siteNavigationTarget } from './link-click';

const here = { href: 'https://usstock.example/stock/AAPL/info?x=1#top' };

function click(anchor: { href: string; target?: string; download?: boolean } | null, modifiers: Partial<Record<'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey', number | boolean>> = {}) {
  const element = {
    closest: (selector: string) => {
      expect(selector).toBe('a[href]');
      return anchor && { href: anchor.href, target: anchor.target ?? '', hasAttribute: (name: string) => name === 'download' && !!anchor.download };
    },
  };
  return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target: element as unknown as EventTarget, ...modifiers } as Parameters<typeof siteNavigationTarget>[0];
}

describe('siteNavigationTarget', () => {
  it('is the URL of a plain click on a link to another page of the site', () => {
    expect(siteNavigationTarget(click({ href: '/stock/AAPL/price' }), here)?.pathname).toBe('/stock/AAPL/price');
    expect(siteNavigationTarget(click({ href: '/stock/AAPL/info?x=2' }), here)?.search).toBe('?x=2');
    expect(siteNavigationTarget(click({ href: '/search/%E5%8F%B0' }), here)?.pathname).toBe('/search/%E5%8F%B0');
  });

  it('is null for the page already shown, or only a #fragment', () => {
    expect(siteNavigationTarget(click({ href: '/stock/AAPL/info?x=1' }), here)).toBeNull();
    expect(siteNavigationTarget(click({ href: '/stock/AAPL/info?x=1#news' }), here)).toBeNull();
    expect(siteNavigationTarget(click({ href: '#news' }), here)).toBeNull();
  });

  it('is null for new tabs, downloads, other sites and modified clicks', () => {
    expect(siteNavigationTarget(click({ href: '/a', target: '_blank' }), here)).toBeNull();
    expect(siteNavigationTarget(click({ href: '/a', target: '_SELF' }), here)?.pathname).toBe('/a');
    expect(siteNavigationTarget(click({ href: '/a.csv', download: true }), here)).toBeNull();
    expect(siteNavigationTarget(click({ href: 'https://evil.example/a' }), here)).toBeNull();
    expect(siteNavigationTarget(click({ href: 'javascript:alert(1)' }), here)).toBeNull();
    expect(siteNavigationTarget(click({ href: 'mailto:a@b.c' }), here)).toBeNull();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(siteNavigationTarget(click({ href: '/a' }, { [modifier]: true }), here)).toBeNull();
    }
    expect(siteNavigationTarget(click({ href: '/a' }, { button: 1 }), here)).toBeNull();
  });

  it('is null for a click that is not on a link, or on no element at all', () => {
    expect(siteNavigationTarget(click(null), here)).toBeNull();
    expect(siteNavigationTarget({ ...click(null), target: null }, here)).toBeNull();
    expect(siteNavigationTarget({ ...click(null), target: {} as EventTarget }, here)).toBeNull();
  });
});
