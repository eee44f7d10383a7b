import type { ReactNode } from 'react';
import { framedTableScrollClass, unframedTableScrollClass } from './data-table-styles';

/**
 * The box a <table> scrolls sideways in on a phone (its look: tableScrollRecipe). A box that scrolls
 * must be reachable with the keyboard (tabIndex 0: the arrow keys then scroll it) and a focusable box
 * needs a role and a name, so every table's box is a region named by `label`. `framed` draws the line
 * around it; `minHeight` keeps a table's room while its rows are few (no layout shift).
 */
export function TableScroll({ label, framed = true, minHeight, testId, children }: { label: string; framed?: boolean; minHeight?: number; testId?: string; children: ReactNode }) {
  return (
    <div
      className={framed ? framedTableScrollClass : unframedTableScrollClass}
      role="region"
      aria-label={label}
      tabIndex={0}
      style={minHeight === undefined ? undefined : { minHeight }}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
