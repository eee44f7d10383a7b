import { describe, expect, it } from 'vitest';
import { FixtureError } from '../fixtures.ts';
import { loadCatalogue, WELL_KNOWN } from './index.ts';
import { cleanCompanyName } from './listings.ts';
import { COMMODITY_TYPE_ETF, MARKET_TYPE_INDEX } from './types.ts';
import { WELL_KNOWN_SECTORS } from './well-known-sectors.ts';

describe('catalogue', () => {
  const started = performance.now();
  const catalogue = loadCatalogue([]);
  const loadMs = performance.now() - started;

  it('loads every listed security quickly', () => {
    console.info(`[catalogue] ${catalogue.size} entries loaded in ${loadMs.toFixed(0)} ms`);
    expect(catalogue.size).toBeGreaterThan(12_500);
    expect(catalogue.size).toBeLessThan(14_000);
    // Runs at every sandbox start; measured ~250 ms warm, ~450 ms in a cold process.
    expect(loadMs).toBeLessThan(2000);
  });

  it('has the four indices with market type 70 and their Chinese names', () => {
    const indices = catalogue.indices();
    expect(indices.map((entry) => entry.id).sort()).toEqual(['#DJI', '#GSPC', '#IXIC', '#SOXX']);
    for (const index of indices) {
      expect(index.marketType).toBe(MARKET_TYPE_INDEX);
      expect(index.exchange).toBeNull();
      expect(index.index?.description).toMatch(/^[\u4e00-\u9fff].{20,}/u);
    }
    expect(catalogue.get('#DJI')?.customName).toBe('道瓊工業指數');
    expect(catalogue.get('#IXIC')?.customName).toBe('那斯達克綜合指數');
    expect(catalogue.get('#GSPC')?.customName).toBe('標普500指數');
    expect(catalogue.get('#SOXX')?.customName).toBe('費城半導體指數');
  });

  it('maps ETFs to commodity type 14 and exchanges to 1/2/3', () => {
    expect(catalogue.get('SPY')?.commodityType).toBe(COMMODITY_TYPE_ETF);
    expect(catalogue.get('QQQ')?.commodityType).toBe(COMMODITY_TYPE_ETF);
    expect(catalogue.get('NVDA')?.commodityType).not.toBe(COMMODITY_TYPE_ETF);
    expect(catalogue.get('NVDA')?.exchange).toBe(3);
    expect(catalogue.get('KO')?.exchange).toBe(1);
    expect(catalogue.get('SPY')?.exchange).toBe(1); // NYSE Arca counts as New York
    const american = catalogue.all().filter((entry) => entry.venue === 'A');
    expect(american.length).toBeGreaterThan(50);
    expect(american.every((entry) => entry.exchange === 2)).toBe(true);
    const etfs = catalogue.all().filter((entry) => entry.isEtf);
    expect(etfs.length).toBeGreaterThan(3000);
    expect(etfs.every((entry) => entry.commodityType === COMMODITY_TYPE_ETF)).toBe(true);
  });

  it('keeps dotted class shares and skips test issues and footers', () => {
    expect(catalogue.get('BRK.B')?.customName).toBe('波克夏-B');
    expect(catalogue.get('BF.B')).toBeDefined();
    expect(catalogue.get('ZXZZT')).toBeUndefined();
    expect(catalogue.all().some((entry) => entry.id.startsWith('FILE'))).toBe(false);
    expect(catalogue.get('BRK.A')?.sector).toBe('Financials'); // facts of its S&P sibling
  });

  it('knows the S&P 500 with sectors and headquarters', () => {
    const members = catalogue.sp500Members();
    expect(members.length).toBeGreaterThanOrEqual(500);
    expect(catalogue.get('AVB')?.sp500).not.toBeNull(); // missing from the listing snapshot, added
    expect(catalogue.get('NVDA')?.sp500).toMatchObject({ sector: 'Information Technology', subIndustry: 'Semiconductors' });
    expect(catalogue.get('NOC')?.sp500?.headquarters).toBe('West Falls Church, Virginia');
    expect(catalogue.sectorMembers('Utilities').length).toBeGreaterThan(20);
  });

  it('gives every hand-described company outside the S&P 500 its GICS sector, spelled as the S&P list spells it', () => {
    const subIndustries = new Set(catalogue.sp500Members().map((entry) => entry.sp500!.subIndustry));
    const outside = catalogue.all().filter((entry) => entry.wellKnown && !entry.sp500 && !entry.companyFacts && !entry.isEtf && !entry.isIndex);
    expect(outside.length).toBeGreaterThan(20);
    for (const entry of outside) {
      expect(WELL_KNOWN_SECTORS[entry.id], entry.id).toEqual([entry.sector, entry.industry]);
      expect(subIndustries.has(entry.industry!), `${entry.id} ${entry.industry}`).toBe(true);
    }
    expect(catalogue.get('ASML')).toMatchObject({ sector: 'Information Technology', industry: 'Semiconductor Materials & Equipment' });
    // Peers meet across the S&P line; sector funds still hold S&P members only.
    expect(catalogue.sectorCompanies('Information Technology').map((entry) => entry.id)).toEqual(expect.arrayContaining(['NVDA', 'TSM', 'ASML', 'ARM']));
    expect(catalogue.sectorMembers('Information Technology').map((entry) => entry.id)).not.toContain('TSM');
    expect(catalogue.sectorCompanies('Financials').map((entry) => entry.id)).not.toContain('BRK.A');
  });

  it('has Traditional-Chinese names for at least 100 well-known companies', () => {
    const named = catalogue.all().filter((entry) => !entry.isIndex && entry.customName);
    expect(named.length).toBeGreaterThanOrEqual(100);
    expect(new Set(WELL_KNOWN.map((entry) => entry.id)).size).toBe(WELL_KNOWN.length);
    for (const known of WELL_KNOWN) expect(catalogue.get(known.id), known.id).toBeDefined();
    expect(catalogue.get('NVDA')?.customName).toBe('輝達');
    expect(catalogue.get('AAPL')?.customName).toBe('蘋果');
    expect(catalogue.get('TSLA')?.customName).toBe('特斯拉');
    expect(catalogue.get('MSFT')?.customName).toBe('微軟');
    expect(catalogue.get('AMZN')?.customName).toBe('亞馬遜');
    expect(catalogue.get('GOOGL')?.customName).toBe('谷歌-A');
    // Traditional characters only: a few common simplified forms must not appear.
    for (const known of WELL_KNOWN) expect(`${known.zh}${known.blurb}`, known.id).not.toMatch(/[达苹软马亚国际电银药业务发产华]/);
  });

  it('cleans security descriptions out of company names', () => {
    expect(cleanCompanyName('Alcoa Corporation Common Stock ')).toBe('Alcoa Corporation');
    expect(cleanCompanyName('Alibaba Group Holding Limited American Depositary Shares each representing eight Ordinary share')).toBe('Alibaba Group Holding Limited');
    expect(cleanCompanyName('SPDR Gold Shares')).toBe('SPDR Gold Shares');
  });

  it('takes the name from the security name where the listing file cut the company name at a hyphen or left it blank', () => {
    // other-listed.csv has "Oil" for Oil-Dri, "La" for La-Z-Boy, "T" for the T-REX funds.
    expect(catalogue.get('ODC')?.name).toBe('Oil-Dri Corporation Of America');
    expect(catalogue.get('LZB')?.name).toBe('La-Z-Boy Incorporated');
    expect(catalogue.get('IAUX')?.name).toBe('i-80 Gold Corp.');
    expect(catalogue.get('SVIX')?.name).toBe('-1x Short VIX Futures ETF'); // no company name at all
    const cut = catalogue
      .all()
      .filter((entry) => entry.securityName.startsWith(entry.name) && /^[A-Za-z0-9-]/.test(entry.securityName.slice(entry.name.length)))
      .map((entry) => `${entry.id}: ${entry.name}`);
    expect(cut).toEqual([]);
  });
});

describe('catalogue fixtures (SANDBOX_FIXTURES stocks)', () => {
  it('adds new stocks and overrides existing ones', () => {
    const catalogue = loadCatalogue([
      { id: 'demo1', name: 'Demo One Corp.', customName: '示範一號', exchange: 3, sector: 'Information Technology', price: 42, capB: 3 },
      { id: 'NVDA', name: 'NVIDIA Corporation', customName: '輝達公司' },
    ]);
    expect(catalogue.get('DEMO1')).toMatchObject({ name: 'Demo One Corp.', customName: '示範一號', exchange: 3, marketType: 1 });
    expect(catalogue.get('DEMO1')?.wellKnown?.price).toBe(42);
    expect(catalogue.get('NVDA')).toMatchObject({ customName: '輝達公司', exchange: 3 });
  });

  it('refuses a bad entry and names it', () => {
    expect(() =>
      loadCatalogue([
        { id: 'OK', name: 'Fine' },
        { id: '../etc', name: 'x' },
      ]),
    ).toThrow(FixtureError);
    expect(() =>
      loadCatalogue([
        { id: 'OK', name: 'Fine' },
        { id: '../etc', name: 'x' },
      ]),
    ).toThrow(/stocks\[1\] \("\.\.\/etc"\)/);
    expect(() => loadCatalogue([{ id: 'ABC' }])).toThrow(/stocks\[0\] \("ABC"\).*name/);
    expect(() => loadCatalogue(['NVDA'])).toThrow(/stocks\[0\]/);
    expect(() => loadCatalogue([{ id: 'ABC', name: 'x', exchange: 9 }])).toThrow(/exchange/);
  });
});
