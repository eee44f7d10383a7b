import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@/lib/upstream/business';
import { formatEmployees, profileFacts, safeWebsite } from './profile-facts';

const apple: CompanyProfile = {
  id: 'AAPL',
  name: 'Apple Inc.',
  customName: '蘋果',
  description: '…',
  sector: 'Information Technology',
  sectorZh: '資訊科技',
  industry: 'Technology Hardware',
  industryZh: '電腦硬體',
  headquarters: 'Cupertino, California',
  headquartersZh: '美國加州',
  employees: 164000,
  founded: '1977',
  website: 'https://www.apple.com',
  exchange: 3,
  exchangeName: 'NASDAQ',
  isEtf: false,
  sp500Member: true,
  sp500AddedDate: '1982-11-30',
};

describe('profile facts', () => {
  it('formats employees with thousands separators', () => {
    expect(formatEmployees(164000)).toBe('164,000 人');
    expect(formatEmployees(1234567)).toBe('1,234,567 人');
    expect(formatEmployees(0)).toBe('0 人');
  });

  it('lists sector, industry, headquarters, employees, founded and website in order', () => {
    const facts = profileFacts(apple);
    expect(facts.map((f) => f.key)).toEqual(['name', 'kind', 'exchange', 'sector', 'industry', 'headquarters', 'employees', 'founded', 'sp500', 'website']);
    expect(facts.find((f) => f.key === 'sector')?.value).toBe('資訊科技（Information Technology）');
    expect(facts.find((f) => f.key === 'employees')?.value).toBe('164,000 人');
    expect(facts.find((f) => f.key === 'website')).toEqual({ key: 'website', label: '網站', value: 'apple.com', href: 'https://www.apple.com/' });
  });

  it('leaves out what an ETF does not have', () => {
    const etf = { ...apple, isEtf: true, sector: null, sectorZh: null, industry: null, industryZh: null, headquarters: null, headquartersZh: null, employees: null, founded: null, sp500Member: false };
    expect(profileFacts(etf).map((f) => f.key)).toEqual(['name', 'kind', 'exchange', 'website']);
  });

  it('links only http(s) websites', () => {
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeWebsite('not a url')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
    expect(safeWebsite('http://example.com/a?b=1')).toEqual({ href: 'http://example.com/a?b=1', host: 'example.com' });
    expect(profileFacts({ ...apple, website: 'javascript:alert(1)' }).some((f) => f.key === 'website')).toBe(false);
  });
});
