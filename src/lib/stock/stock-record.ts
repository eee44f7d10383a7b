import type { AppConfig } from '../config';
import { lookupInEdgeDirectory } from '../directory/edge-directory';
import { getAdditionalInformation, type StockRecord } from '../upstream/business';
import type { UpstreamContext } from '../upstream/http';

/**
 * The stock record of a normalised id (spec §2 route guard: "looked up in a cache; if missing, the
 * stock's additional information is fetched"). The edge directory answers known symbols without an
 * upstream call, so a stock page's first byte never waits on the business service (decision 017).
 * A symbol the directory does not list — a listing newer than its last refresh, or no such
 * security — is asked of the upstream (AdditionalInformation, edge-cached) as before; undefined
 * means the upstream does not know it either. An upstream failure propagates: it is not the
 * reader's fault, so it must not turn into a 404.
 */
export async function findStockRecord(id: string, config: AppConfig, upstream: UpstreamContext): Promise<StockRecord | undefined> {
  const listed = await lookupInEdgeDirectory(id, config);
  if (listed) {
    const { marketCap: _size, ...record } = listed;
    return record;
  }
  const records = await getAdditionalInformation(upstream, [id]);
  return records[id];
}
