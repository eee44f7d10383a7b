import type { HTMLAttributes } from 'react';
import { fullNumberTitle, shortenNumber } from '@/lib/format/numbers';

/**
 * A large figure as a Taiwanese reader counts it (3,066萬, 4.27兆), the exact one in its title for
 * hover. Plain markup: no client code, and the same text wherever it renders.
 */
export function ShortNumber({ value, ...attributes }: { value: number | null | undefined } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...attributes} title={fullNumberTitle(value)}>
      {shortenNumber(value)}
    </span>
  );
}
