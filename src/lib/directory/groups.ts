import type { StockId } from '@protocol/stock-id';
import { DIRECTORY_GROUPS, type DirectoryGroup } from '../upstream/business/schemas/directory';

export { DIRECTORY_GROUPS, type DirectoryGroup };

/**
 * The directory group of a parsed id, as the business service groups its directory (and the
 * stock sitemaps their buckets): '#' ids are 'index'; A, B … TU by first letter; V–Z and digits
 * 'other'. The edge directory keeps one shard per group, so one lookup reads one shard.
 */
export function directoryGroupOf(id: StockId): DirectoryGroup {
  if (id.startsWith('#')) return 'index';
  const first = id.charAt(0);
  for (const group of DIRECTORY_GROUPS) {
    if (group !== 'other' && group !== 'index' && group.includes(first)) return group;
  }
  return 'other';
}
