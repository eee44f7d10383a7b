import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { PriceDirection } from '@/lib/format/numbers';
import { directionText } from '@/components/ui/direction-styles';

/**
 * A label and its value in one row of the info tab's grids (quote summary facts, key statistics):
 * the label muted, the value bold with tabular digits, cut with an ellipsis rather than wrapped, and
 * coloured by direction through `data-direction` (decision 025: text tokens, zero neutral). The
 * grid's row (a <div> in the <dl>, styled from statRowStyle) is each grid's own. `title`: the exact
 * figure behind a shortened one (4.27兆), shown on hover.
 */
export function StatPair({ label, value, direction, title }: { label: string; value: ReactNode; direction?: PriceDirection | undefined; title?: string | undefined }) {
  return (
    <>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass} data-direction={direction} title={title}>
        {value}
      </dd>
    </>
  );
}

export const statRowStyle = css.raw({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid token(colors.line)', minW: 0 });
const labelClass = css({ fontSize: '13px', color: 'muted', whiteSpace: 'nowrap' });
const valueClass = css(directionText.raw(), { m: 0, fontSize: '14px', fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
