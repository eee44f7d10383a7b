/**
 * Taiwan stock codes of the ADRs listed in New York (decision 039: TSM ↔ 2330, UMC ↔ 2303…), so the
 * stock search finds an ADR by the code a Taiwanese investor knows it by. The pairs come
 * from the Taiwan-market service, never from a list in the app; this module only shapes them.
 */

/** TWSE code ("2330") → the ADR's symbol ("TSM"). */
export type TaiwanCodes = ReadonlyMap<string, string>;

export const NO_TAIWAN_CODES: TaiwanCodes = new Map();

/** A TWSE code as the service writes it: four digits, then up to two digits or letters (ETFs: 00878, 00632R). */
const TAIWAN_CODE = /^\d{4}[0-9A-Za-z]{0,2}$/;

/** The text as a TWSE code ("2330", " 00632r " → "00632R"), or null when it cannot be one (no need to ask for the pairs). */
export function taiwanCodeOf(text: string): string | null {
  const trimmed = text.trim();
  return TAIWAN_CODE.test(trimmed) ? trimmed.toUpperCase() : null;
}

export const taiwanCodesOf = (pairs: readonly { adrSymbol: string; twseCode: string }[]): TaiwanCodes => new Map(pairs.map((pair) => [pair.twseCode, pair.adrSymbol]));
