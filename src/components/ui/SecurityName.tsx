import { css, cx } from 'styled-system/css';
import { listedNames } from '@/lib/market/security-labels';

export interface SecurityNameProps {
  stock: { id: string; name: string; customName?: string | null };
  /** The first line's look (size, weight), as each list sets it. */
  className?: string;
  /** The second line's look where a list sets its own (its symbol's colour); small and muted otherwise. */
  lineClassName?: string;
  /** The symbol leads the second line; off where the row shows it in a column of its own (search suggestions). */
  withSymbol?: boolean;
}

/**
 * A security's names in a list (listedNames' rule): the Chinese name, and beneath it the symbol and
 * the English name (`NVDA · NVIDIA Corporation`), smaller and muted; a security without a Chinese
 * name shows its English name over its symbol. Two lines whatever the names, so a list keeps its row
 * height; each line is cut with an ellipsis at the width of its box, the English name first (it
 * comes last), so nothing overflows on a 390 px phone. The parent lays the two spans out (a grid).
 */
export function SecurityName({ stock, className, lineClassName, withSymbol = true }: SecurityNameProps) {
  const { name, englishName } = listedNames(stock);
  const hasSecondLine = withSymbol || englishName !== null;
  return (
    <>
      <span className={cx(lineClass, className)} data-security-name="">
        {name}
      </span>
      {hasSecondLine && (
        <span className={cx(lineClass, secondLineClass, lineClassName)}>
          {withSymbol && stock.id}
          {withSymbol && englishName && ' · '}
          {englishName && (
            <span lang="en" data-english-name="">
              {englishName}
            </span>
          )}
        </span>
      )}
    </>
  );
}

const lineClass = css({ display: 'block', minW: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
/** Muted (#5d6776): 5.9:1 on white, 5.4:1 on the canvas grey, AA for small text (palette.ts). */
const secondLineClass = css({ fontSize: '12px', fontWeight: 400, color: 'muted' });
