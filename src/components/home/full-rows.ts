/**
 * A card grid without a half-empty last row (sixteen popular stocks in five columns
 * left one card alone). Given how many cards there are and the column counts a breakpoint may use,
 * pick the one that shows the most cards in whole rows (more columns on a tie); the cards past the
 * last whole row — the least popular — are left out at that width. Fewer cards than the narrowest
 * choice make one row of wider cards rather than a lonely partial one.
 */
export interface FullRows {
  columns: number;
  shown: number;
}

export function fullRows(count: number, choices: readonly number[]): FullRows {
  const narrowest = Math.min(...choices);
  if (count <= 0) return { columns: narrowest, shown: 0 };
  if (count < narrowest) return { columns: count, shown: count };
  let best: FullRows = { columns: narrowest, shown: 0 };
  for (const columns of choices) {
    const shown = Math.floor(count / columns) * columns;
    if (shown > best.shown || (shown === best.shown && columns > best.columns)) best = { columns, shown };
  }
  return best;
}
