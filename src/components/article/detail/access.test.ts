import { describe, expect, it } from 'vitest';
import { articleAccess, readerOf } from './access';

describe('articleAccess', () => {
  it('shows the whole body of a free article', () => {
    expect(articleAccess({ content: '<p>全文</p>', teaser: '<p>前言</p>', isPaid: false, price: 0 })).toEqual({ html: '<p>全文</p>', locked: false, price: 0 });
  });

  it('shows the whole body of a paid article the upstream opened for this reader (unlocked or owned)', () => {
    expect(articleAccess({ content: '<p>全文</p>', teaser: '<p>前言</p>', isPaid: true, price: 80 })).toEqual({ html: '<p>全文</p>', locked: false, price: 0 });
  });

  it('shows the teaser and the price while the upstream withholds a paid body', () => {
    expect(articleAccess({ content: null, teaser: '<p>前言</p>', isPaid: true, price: 80 })).toEqual({ html: '<p>前言</p>', locked: true, price: 80 });
  });

  it('never offers to sell a free article, even if its body is missing', () => {
    expect(articleAccess({ content: null, teaser: '<p>前言</p>', isPaid: false, price: 0 })).toEqual({ html: '<p>前言</p>', locked: false, price: 0 });
  });
});

describe('readerOf', () => {
  it('is a member only with a verified member token', () => {
    expect(readerOf('member')).toBe('member');
    expect(readerOf('guest')).toBe('guest');
    expect(readerOf(undefined)).toBe('guest');
  });
});
