import { cache } from 'react';
import { getUpstreamContext } from '@/lib/server/request-context';
import { type Fund, getFund } from '@/lib/upstream/business';
import type { StockId } from '@protocol/stock-id';

/** The fund's facts, once per request: the overview, the holdings and the sectors each read them. */
export const loadFund = cache((id: StockId): Promise<Fund> => getFund(getUpstreamContext(), id));
