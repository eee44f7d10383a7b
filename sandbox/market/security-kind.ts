import type { CatalogueEntry } from '../catalogue/types.ts';

/** Whether a listing is a company's depositary receipt (ADS/ADR), not a depositary share of a preferred. */
export const isDepositaryReceipt = (entry: CatalogueEntry): boolean => /\bAmerican Depositary\b|\bADSs?\b|\bADRs?\b/i.test(entry.securityName) && !/Preferred/i.test(entry.securityName);
