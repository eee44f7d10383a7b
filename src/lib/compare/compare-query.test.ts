import { describe, expect, it } from 'vitest';
import { canonicalCompareHref, compareHref, compareRedirect, MAX_LOOKED_UP, parseCompareQuery } from './compare-query';

describe('parseCompareQuery', () => {
  it('reads ids case-insensitively with any separator, in order, duplicates collapsed', () => {
    expect(parseCompareQuery('ids=nvda, amd+avgo|Nvda；tsm、intc，aapl').ids).toEqual(['NVDA', 'AMD', 'AVGO', 'TSM', 'INTC', 'AAPL']);
    expect(parseCompareQuery('?ids=NVDA%2CAMD').ids).toEqual(['NVDA', 'AMD']);
  });

  it('reads every ids parameter (the watchlist form sends one per row)', () => {
    expect(parseCompareQuery('ids=NVDA&ids=amd&ids=NVDA').ids).toEqual(['NVDA', 'AMD']);
  });

  it('indices: ".gspc" and "%23GSPC" are the same index', () => {
    expect(parseCompareQuery('ids=.gspc,%23GSPC,NVDA').ids).toEqual(['#GSPC', 'NVDA']);
  });

  it('the PHLX index by its reader symbol (".sox") is the upstream id #SOXX; the ETF SOXX stays the ETF', () => {
    expect(parseCompareQuery('ids=.sox,.SOXX,SOXX').ids).toEqual(['#SOXX', 'SOXX']);
    expect(compareRedirect('ids=.SOX,NVDA')).toBe('/compare?ids=.SOXX,NVDA');
  });

  it('keeps what cannot be a symbol apart, shortened for display', () => {
    const parsed = parseCompareQuery(`ids=<script>,NVDA,${'X'.repeat(40)},(x)`);
    expect(parsed.ids).toEqual(['NVDA']);
    expect(parsed.malformed).toEqual(['<script>', `${'X'.repeat(16)}…`, '(x)']);
  });

  it('looks up at most MAX_LOOKED_UP ids; the rest are overflow', () => {
    const ids = Array.from({ length: 14 }, (_, i) => `S${i}`);
    const parsed = parseCompareQuery(`ids=${ids.join(',')}`);
    expect(parsed.ids).toEqual(ids.slice(0, MAX_LOOKED_UP));
    expect(parsed.overflow).toEqual(ids.slice(MAX_LOOKED_UP));
  });

  it('nothing, garbage and broken encodings give an empty list, never a throw', () => {
    for (const query of [undefined, '', 'ids=', 'ids=,,,', 'x=1', 'ids=%E0%A4%A', '%%%']) {
      expect(parseCompareQuery(query).ids).toEqual([]);
    }
  });

  it('period: case-insensitive, unknown values fall back to 1Y', () => {
    expect(parseCompareQuery('ids=A&period=ytd').period).toBe('YTD');
    expect(parseCompareQuery('ids=A&period=1D').period).toBe('1Y');
    expect(parseCompareQuery('ids=A').period).toBe('1Y');
  });
});

describe('canonical URL', () => {
  it('writes indices with a dot, escapes what URLs need, leaves the default period out', () => {
    expect(compareHref(['NVDA', '#GSPC'])).toBe('/compare?ids=NVDA,.GSPC');
    expect(compareHref(['BRK.B', 'AMD'], '5Y')).toBe('/compare?ids=BRK.B,AMD&period=5Y');
    expect(compareHref([])).toBe('/compare');
  });

  it('redirects any other spelling to the canonical one', () => {
    expect(compareRedirect('ids=nvda,amd')).toBe('/compare?ids=NVDA,AMD');
    expect(compareRedirect('ids=NVDA+AMD&period=1y')).toBe('/compare?ids=NVDA,AMD');
    expect(compareRedirect('ids=NVDA&ids=AMD&utm_source=x')).toBe('/compare?ids=NVDA,AMD');
    expect(compareRedirect('ids=NVDA,NVDA,AMD&period=ytd')).toBe('/compare?ids=NVDA,AMD&period=YTD');
    expect(compareRedirect('ids=%23DJI,NVDA')).toBe('/compare?ids=.DJI,NVDA');
    expect(compareRedirect('ids=')).toBe('/compare');
  });

  it('does not redirect the canonical spelling, nor a query holding tokens it could not write back', () => {
    expect(compareRedirect('ids=NVDA,AMD')).toBeNull();
    expect(compareRedirect('ids=NVDA%2CAMD')).toBeNull();
    expect(compareRedirect('ids=NVDA,AMD&period=5Y')).toBeNull();
    expect(compareRedirect('')).toBeNull();
    expect(compareRedirect(undefined)).toBeNull();
    expect(compareRedirect('ids=nvda,<b>')).toBeNull();
  });

  it('is a fixed point: the canonical URL parses back to itself (no redirect loop)', () => {
    for (const query of ['ids=nvda;amd', 'ids=.dji,brk.b,BF-B,A$B,X^Y&period=5y', 'ids=a,b,c,d,e,f,g,h,i,j,k,l', 'ids=,,']) {
      const target = canonicalCompareHref(parseCompareQuery(query));
      expect(compareRedirect(target.split('?')[1] ?? '')).toBeNull();
    }
  });
});
