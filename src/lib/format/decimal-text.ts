/**
 * Exact decimals as text ('1234.505', from the portfolio's ledger), grouped for reading. Intl formats a
 * decimal string exactly (no binary float on the way: '0.1' stays 0.1), rounding half away from zero.
 */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

const asLiteral = (text: string): Intl.StringNumericLiteral => text as Intl.StringNumericLiteral;

/** A share count, a price or a rate as given, grouped: '1234.5' → '1,234.5'. */
export const formatDecimalText = (text: string): string => plain.format(asLiteral(text));

/** An amount in US dollars, to the cent: '1234.5' → 'US$1,234.50'. */
export const formatUsdText = (text: string): string => `US$${money.format(asLiteral(text))}`;

/** An amount in New Taiwan dollars, to the cent as the ledger books it: '30000' → 'NT$30,000.00'. */
export const formatTwdText = (text: string): string => `NT$${money.format(asLiteral(text))}`;
