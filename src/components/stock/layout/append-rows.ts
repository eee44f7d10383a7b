import type { ReactNode } from 'react';

/** The page after the one shown: its cursor (for the server function) and its own URL (for the link). */
export interface NextPage {
  cursor: string;
  href: string;
}

/** One row of an appended page: rendered on the server, with the keys that say whether it is already shown. */
export interface AppendedRow {
  keys: string[];
  node: ReactNode;
}

/** What a paged list's server function answers: the next page's rows and the page after it. */
export interface MoreRows {
  rows: AppendedRow[];
  next: NextPage | null;
}
