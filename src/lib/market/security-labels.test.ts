import { describe, expect, it } from 'vitest';
import { isEtfStock, isIndexStock, listedNames } from './security-labels';

describe('listedNames (the naming rule of every list of securities)', () => {
  it('puts the Chinese name first and the English name beneath it', () => {
    expect(listedNames({ id: 'NVDA', name: 'NVIDIA Corporation', customName: '輝達' })).toEqual({ name: '輝達', englishName: 'NVIDIA Corporation' });
    expect(listedNames({ id: 'TSM', name: ' Taiwan Semiconductor Manufacturing Company Ltd. ', customName: ' 台積電 ' })).toEqual({
      name: '台積電',
      englishName: 'Taiwan Semiconductor Manufacturing Company Ltd.',
    });
  });

  it('shows the English name alone where there is no Chinese name, and never repeats a name', () => {
    expect(listedNames({ id: 'FDS', name: 'FactSet', customName: null })).toEqual({ name: 'FactSet', englishName: null });
    expect(listedNames({ id: 'FDS', name: 'FactSet', customName: '  ' })).toEqual({ name: 'FactSet', englishName: null });
    expect(listedNames({ id: 'FDS', name: 'FactSet' })).toEqual({ name: 'FactSet', englishName: null });
    expect(listedNames({ id: 'SPY', name: 'SPDR S&P 500', customName: 'SPDR S&P 500' })).toEqual({ name: 'SPDR S&P 500', englishName: null });
    // A listing with no name at all (a new IPO the directory has not named yet) goes by its symbol.
    expect(listedNames({ id: 'ZZIPO', name: '', customName: null })).toEqual({ name: 'ZZIPO', englishName: null });
  });
});

describe('security kinds', () => {
  it('tells indices and ETFs apart by their types', () => {
    expect(isIndexStock({ marketType: 70 })).toBe(true);
    expect(isIndexStock({ marketType: 1 })).toBe(false);
    expect(isEtfStock({ commodityType: 14 })).toBe(true);
    expect(isEtfStock({ commodityType: 1 })).toBe(false);
  });
});
