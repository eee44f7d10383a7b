import type { AppConfig } from '../config';
import type { DirectoryEntry } from '../directory/entry';
import { edgeDirectory } from '../directory/edge-directory';
import { getAdditionalInformation, type StockRecord } from '../upstream/business';
import type { UpstreamContext } from '../upstream/http';
import type { StockId } from '@protocol/stock-id';

const toRecord = ({ marketCap: _size, ...record }: DirectoryEntry): StockRecord => record;

/**
 * The stock records of normalised ids, as the route guard needs them: cached, else fetched as the
 * stock's additional information. The edge directory answers listed symbols without an
 * upstream call, so a stock page's first byte never waits on the business service (decision 017).
 * The symbols it does not list — listings newer than its last refresh, or no such security — are
 * asked of the upstream in one AdditionalInformation call (edge-cached) as before; an id the
 * upstream does not know either is absent from the answer. An upstream failure propagates: it is
 * not the reader's fault, so it must not turn into a 404.
 */
export async function findStockRecords(ids: readonly StockId[], config: AppConfig, upstream: UpstreamContext): Promise<Record<string, StockRecord>> {
  const listed = await Promise.all(ids.map((id) => edgeDirectory.lookup(id, config)));
  const records: Record<string, StockRecord> = {};
  const missing: StockId[] = [];
  ids.forEach((id, index) => {
    const entry = listed[index];
    if (entry) records[id] = toRecord(entry);
    else missing.push(id);
  });
  return missing.length === 0 ? records : { ...(await getAdditionalInformation(upstream, missing)), ...records };
}

/** The stock record of one normalised id (findStockRecords); undefined when no one knows it. */
export async function findStockRecord(id: StockId, config: AppConfig, upstream: UpstreamContext): Promise<StockRecord | undefined> {
  return (await findStockRecords([id], config, upstream))[id];
}
