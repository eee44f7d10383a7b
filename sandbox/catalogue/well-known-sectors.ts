/**
 * GICS sector and sub-industry of the hand-described companies outside the S&P 500 (the ADRs and a
 * few US companies of sandbox/catalogue/well-known*.ts), whose listings carry none. Guessing from
 * the name (infer-sector.ts) put ASML among packaged foods and Sony among biotechs, and left these
 * companies out of their industries' peers. Sub-industries are spelled as the S&P 500 list spells
 * them, so a company and its S&P peers meet. Demo data (decision 005).
 */
export const WELL_KNOWN_SECTORS: Readonly<Record<string, readonly [sector: string, subIndustry: string]>> = {
  AAL: ['Industrials', 'Passenger Airlines'],
  ARM: ['Information Technology', 'Semiconductors'],
  ASML: ['Information Technology', 'Semiconductor Materials & Equipment'],
  ASX: ['Information Technology', 'Semiconductors'],
  AZN: ['Health Care', 'Pharmaceuticals'],
  BABA: ['Consumer Discretionary', 'Broadline Retail'],
  BIDU: ['Communication Services', 'Interactive Media & Services'],
  BP: ['Energy', 'Integrated Oil & Gas'],
  CHT: ['Communication Services', 'Integrated Telecommunication Services'],
  EA: ['Communication Services', 'Interactive Home Entertainment'],
  GSK: ['Health Care', 'Pharmaceuticals'],
  HMC: ['Consumer Discretionary', 'Automobile Manufacturers'],
  HSBC: ['Financials', 'Diversified Banks'],
  JD: ['Consumer Discretionary', 'Broadline Retail'],
  MUFG: ['Financials', 'Diversified Banks'],
  NIO: ['Consumer Discretionary', 'Automobile Manufacturers'],
  NVO: ['Health Care', 'Pharmaceuticals'],
  NVS: ['Health Care', 'Pharmaceuticals'],
  PDD: ['Consumer Discretionary', 'Broadline Retail'],
  SAP: ['Information Technology', 'Application Software'],
  SHEL: ['Energy', 'Integrated Oil & Gas'],
  SNY: ['Health Care', 'Pharmaceuticals'],
  SONY: ['Consumer Discretionary', 'Consumer Electronics'],
  TM: ['Consumer Discretionary', 'Automobile Manufacturers'],
  TSM: ['Information Technology', 'Semiconductors'],
  TTE: ['Energy', 'Integrated Oil & Gas'],
  UL: ['Consumer Staples', 'Personal Care Products'],
  UMC: ['Information Technology', 'Semiconductors'],
};
