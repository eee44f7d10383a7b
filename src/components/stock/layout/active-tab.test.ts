import { describe, expect, it } from 'vitest';
import { activeHref } from './active-tab';

const tabs = ['info', 'price', 'finance', 'finance/cash-flow'].map((tab) => ({ href: `/stock/BRK.B/${tab}`, label: tab }));

describe('activeHref', () => {
  it('marks the exact tab', () => {
    expect(activeHref(tabs, '/stock/BRK.B/price')).toBe('/stock/BRK.B/price');
  });

  it('prefers the longest matching href, segment-wise', () => {
    expect(activeHref(tabs, '/stock/BRK.B/finance/cash-flow')).toBe('/stock/BRK.B/finance/cash-flow');
    expect(activeHref(tabs, '/stock/BRK.B/finance/balance-sheet')).toBe('/stock/BRK.B/finance');
    expect(activeHref(tabs, '/stock/BRK.B/finance/')).toBe('/stock/BRK.B/finance');
  });

  it('does not match a tab that is only a string prefix', () => {
    expect(activeHref([{ href: '/stock/A/info', label: '' }], '/stock/A/infox')).toBeUndefined();
  });

  it('compares decoded paths, and survives malformed encodings', () => {
    expect(activeHref([{ href: '/stock/.DJI/info', label: '' }], '/stock/%2EDJI/info')).toBe('/stock/.DJI/info');
    expect(activeHref(tabs, '/stock/%E0%A4%A/info')).toBeUndefined();
  });
});
