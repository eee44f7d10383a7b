import 'server-only';
import type { LoadedAccount } from '../portfolio-data';
import { todayInTaipei } from '@/lib/portfolio/entries';
import { proposeSplits, readSplitTitle, type SplitEvent, type SplitProposal } from '@/lib/portfolio/split-proposals';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getStockEvents } from '@/lib/upstream/business';
import { parseStockId } from '@protocol/stock-id';

/**
 * Splits are asked for one stock at a time (the stock's events, edge-cached): at most this many held
 * stocks a page view, the first bought first, so a portfolio of 200 stocks never costs 200 calls.
 */
const SYMBOLS_CHECKED = 20;

/** The stock's past splits the service knows; none when it cannot say (a proposal is a help, never a need). */
async function splitsOf(symbol: string): Promise<SplitEvent[]> {
  const id = parseStockId(symbol);
  if (!id) return [];
  try {
    const events = await getStockEvents(getUpstreamContext(), id);
    return events.items.flatMap((event) => {
      const ratio = event.type === 'split' && !event.upcoming ? readSplitTitle(event.title) : null;
      return ratio ? [{ symbol, date: event.date, ...ratio }] : [];
    });
  } catch (err) {
    console.error('[portfolio] split events unavailable', symbol, err);
    return [];
  }
}

/** The 分割 to propose in `accounts`, oldest first within each account; `now` decides which date is past. */
export async function splitProposals(accounts: readonly LoadedAccount[], now = Date.now()): Promise<SplitProposal[]> {
  const heldBy = accounts.map((loaded) => ({ loaded, held: new Set(loaded.summary.ok ? loaded.summary.summary.positions.map((position) => position.symbol) : []) }));
  const symbols = [...new Set(heldBy.flatMap(({ held }) => [...held]))].slice(0, SYMBOLS_CHECKED);
  const events = (await Promise.all(symbols.map(splitsOf))).flat();
  if (events.length === 0) return [];
  const today = todayInTaipei(now);
  // Every transaction is read only now, when some held stock has split.
  const proposals = await Promise.all(heldBy.map(async ({ loaded, held }) => proposeSplits(loaded.account.id, await loaded.entries(), held, events, today)));
  return proposals.flat();
}
