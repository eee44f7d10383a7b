import { cache } from 'react';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getKeypoints, type KeyStatistics } from '@/lib/upstream/business';
import type { StockId } from '@protocol/stock-id';

/**
 * The stock's Keypoints, once per request: the quote summary and the key-statistics grid of the info
 * tab read the same answer (one upstream call, and the two sections never disagree on a price).
 */
export const loadKeypoints = cache((id: StockId): Promise<KeyStatistics> => getKeypoints(getUpstreamContext(), id));
