import { CONSTITUENTS_PAGE_SIZE } from './constituents-view';

/**
 * Heights of the constituents block, shared by the content and its skeleton so nothing shifts
 * when it streams in.
 */
export const MOVER_ROW_HEIGHT = 48;
export const MOVERS_SHOWN = 5;
const MOVERS_HEADING = 32;
/** One list of five: its heading and rows. */
export const MOVER_LIST_HEIGHT = MOVERS_HEADING + MOVERS_SHOWN * MOVER_ROW_HEIGHT;
/** The gap between the blocks (Panda spacing '4' in IndexMembers.tsx). */
const BLOCK_GAP = 16;
/** Phones stack the gainers over the losers; from tablet width they sit side by side. */
export const MOVERS_PHONE_HEIGHT = 2 * MOVER_LIST_HEIGHT + BLOCK_GAP;

export const TABLE_ROW_HEIGHT = 48;
export const TABLE_HEADER_HEIGHT = 44;
/** The table's heading line (成分股一覽 and how it is sorted). */
export const TABLE_TITLE_HEIGHT = 48;
export const PAGER_HEIGHT = 56;

/** Indices whose size is fixed by definition: their skeleton holds exactly their rows. */
const KNOWN_MEMBER_COUNTS: Readonly<Record<string, number>> = { '#DJI': 30, '#SOXX': 30 };

/** Rows the page will show, as far as the page can know before the answer: a full page otherwise. */
export function expectedRows(indexId: string, page: number): number {
  const known = KNOWN_MEMBER_COUNTS[indexId];
  if (known === undefined) return CONSTITUENTS_PAGE_SIZE;
  return Math.max(0, Math.min(CONSTITUENTS_PAGE_SIZE, known - (page - 1) * CONSTITUENTS_PAGE_SIZE));
}

/** The scroll box's frame: a 1 px line above and below the table. */
const TABLE_FRAME = 2;

export const tableBlockHeight = (rows: number): number => TABLE_TITLE_HEIGHT + TABLE_HEADER_HEIGHT + rows * TABLE_ROW_HEIGHT + TABLE_FRAME + PAGER_HEIGHT;
