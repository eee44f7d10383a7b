import { describe, expect, it } from 'vitest';
import { companyShortName } from './company-name';

describe('companyShortName: a company as people write it', () => {
  it.each([
    ['Apple Inc.', 'Apple'],
    ['Alphabet Inc. (Class A)', 'Alphabet'],
    ['Alphabet Inc. Class C', 'Alphabet'],
    ['Amazon.com, Inc.', 'Amazon'],
    ['NVIDIA Corporation', 'NVIDIA'],
    ['Coca-Cola Company (The)', 'Coca-Cola'],
    ['The Home Depot, Inc.', 'Home Depot'],
    ['Lilly (Eli)', 'Eli Lilly'],
    ['Merck & Co.', 'Merck'],
    ['Deere & Company', 'Deere'],
    ['Alibaba Group Holding Limited', 'Alibaba'],
    ['HSBC Holdings, plc.', 'HSBC'],
    ['Novo Nordisk A/S', 'Novo Nordisk'],
    ['BP p.l.c.', 'BP'],
    ['Taiwan Semiconductor Manufacturing Company Ltd.', 'Taiwan Semiconductor Manufacturing'],
  ])('%s → %s', (listed, short) => expect(companyShortName(listed)).toBe(short));

  it('keeps what tells companies apart, and the spelling', () => {
    expect(companyShortName('Meta Platforms, Inc.')).toBe('Meta Platforms');
    expect(companyShortName('Ford Motor Company')).toBe('Ford Motor');
    expect(companyShortName('Walt Disney Company (The)')).toBe('Walt Disney');
    expect(companyShortName('Johnson & Johnson')).toBe('Johnson & Johnson');
    expect(companyShortName('AT&T Inc.')).toBe('AT&T');
    expect(companyShortName("McDonald's Corporation")).toBe("McDonald's");
    expect(companyShortName('eBay Inc.')).toBe('eBay');
  });

  it('a name of legal words only is nothing', () => {
    expect(companyShortName('The Company, Inc.')).toBe('');
    expect(companyShortName('  ')).toBe('');
  });
});
