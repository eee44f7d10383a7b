import { hashString } from '../market/prng.ts';

/**
 * Companies outside the S&P 500 have no GICS data in the listings. Profiles and peers still need
 * a sector, so we guess one from words in the company name (a bank is called "Bancorp", a biotech
 * "Therapeutics"), and fall back to a pick seeded by the symbol. Demo data only (decision 005).
 */
const RULES: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/\bAcquisition\b|\bMerger\b|\bSPAC\b/i, 'Financials', 'Shell Companies'],
  [/Bancorp|Bancshares|\bBank|\bBanc\b|Savings|Trust Co/i, 'Financials', 'Regional Banks'],
  [/Insurance|Assurance|\bRe\b|Reinsurance/i, 'Financials', 'Property & Casualty Insurance'],
  [/Capital|Investment|Asset Management|Lending|Credit|Finance|Financial/i, 'Financials', 'Asset Management & Custody Banks'],
  [/Therapeutics|Pharma|\bBio|Genomic|Oncology|Medicines|Vaccine|Immun/i, 'Health Care', 'Biotechnology'],
  [/Medical|Health|Surgical|Diagnostic|Dental|Clinical|Care\b/i, 'Health Care', 'Health Care Equipment'],
  [/Semiconductor|Microelectronic|Photonics/i, 'Information Technology', 'Semiconductors'],
  [/Software|Cloud|\bData\b|Cyber|\bAI\b|Digital|Analytics/i, 'Information Technology', 'Application Software'],
  [/Technolog|Systems|Networks|Electronic|Devices|Robotics/i, 'Information Technology', 'Electronic Equipment & Instruments'],
  [/Energy|\bOil\b|\bGas\b|Petroleum|Drilling|Midstream|Royalty/i, 'Energy', 'Oil & Gas Exploration & Production'],
  [/Mining|\bGold\b|Silver|Lithium|Metals|Minerals|Steel|Chemical|Materials|Uranium/i, 'Materials', 'Specialty Chemicals'],
  [/REIT|Realty|Properties|Real Estate|Residential|Apartment/i, 'Real Estate', 'Other Specialized REITs'],
  [/Utilit|Electric|\bPower\b|\bWater\b/i, 'Utilities', 'Electric Utilities'],
  [/Telecom|Communications|Media|Broadcast|Wireless|Entertainment|Games|Gaming/i, 'Communication Services', 'Interactive Media & Services'],
  [/Airline|Aviation|Aerospace|Defense|Logistics|Shipping|Marine|Tankers|Industr|Machinery|Construction|Engineering|Transport/i, 'Industrials', 'Industrial Machinery & Supplies & Components'],
  [/Restaurant|Foods?\b|Beverage|Brands|Apparel|Retail|Motors|Automotive|Hotels|Leisure|Homes|Fashion|Stores/i, 'Consumer Discretionary', 'Other Specialty Retail'],
];

const FALLBACK: ReadonlyArray<readonly [string, string]> = [
  ['Information Technology', 'Application Software'],
  ['Health Care', 'Biotechnology'],
  ['Industrials', 'Industrial Machinery & Supplies & Components'],
  ['Consumer Discretionary', 'Other Specialty Retail'],
  ['Financials', 'Asset Management & Custody Banks'],
  ['Materials', 'Specialty Chemicals'],
  ['Communication Services', 'Interactive Media & Services'],
  ['Consumer Staples', 'Packaged Foods & Meats'],
];

export function inferSector(symbol: string, companyName: string): { sector: string; industry: string } {
  for (const [pattern, sector, industry] of RULES) {
    if (pattern.test(companyName)) return { sector, industry };
  }
  const [sector, industry] = FALLBACK[hashString(`sector:${symbol}`) % FALLBACK.length] ?? FALLBACK[0]!;
  return { sector, industry };
}
