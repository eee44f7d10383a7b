import { type Decimal, sum } from './money';
import type { BookedDividend, RealisedSale } from './ledger';

/**
 * The figures a member copies into a yearly tax filing, by calendar year of the sale or the pay date,
 * in TWD at each day's rate (figures only, no tax advice): the dividends (gross, withheld at source, net)
 * in both currencies, and the realised gains.
 */
export interface YearFigures {
  year: number;
  dividendGrossUsd: Decimal;
  dividendWithheldUsd: Decimal;
  dividendNetUsd: Decimal;
  dividendGrossTwd: Decimal;
  dividendWithheldTwd: Decimal;
  dividendNetTwd: Decimal;
  realisedUsd: Decimal;
  realisedTwd: Decimal;
}

/** Newest year first; a year appears when it has a dividend or a sale. */
export function figuresByYear(dividends: readonly BookedDividend[], sales: readonly RealisedSale[]): YearFigures[] {
  const years = new Set([...dividends, ...sales].map((entry) => Number(entry.date.slice(0, 4))));
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => {
      const paid = dividends.filter((dividend) => Number(dividend.date.slice(0, 4)) === year);
      const sold = sales.filter((sale) => Number(sale.date.slice(0, 4)) === year);
      return {
        year,
        dividendGrossUsd: sum(paid.map((d) => d.grossUsd)),
        dividendWithheldUsd: sum(paid.map((d) => d.withheldUsd)),
        dividendNetUsd: sum(paid.map((d) => d.netUsd)),
        dividendGrossTwd: sum(paid.map((d) => d.grossTwd)),
        dividendWithheldTwd: sum(paid.map((d) => d.withheldTwd)),
        dividendNetTwd: sum(paid.map((d) => d.netTwd)),
        realisedUsd: sum(sold.map((s) => s.realisedUsd)),
        realisedTwd: sum(sold.map((s) => s.realisedTwd)),
      };
    });
}
