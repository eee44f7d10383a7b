import { cache } from 'react';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getKeypoints, type KeyStatistics } from '@/lib/upstream/business';

/**
 * The stock's Keypoints, once per request: the quote summary and the key-statistics grid of the info
 * tab read the same answer (one upstream call, and the two sections never disagree on a price).
 */
export const loadKeypoints = cache((id: string): Promise<KeyStatistics> => getKeypoints(getUpstreamContext(), id));
