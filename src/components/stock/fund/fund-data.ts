import { cache } from 'react';
import { getUpstreamContext } from '@/lib/server/request-context';
import { type Fund, getFund } from '@/lib/upstream/business';

/** The fund's facts, once per request: the overview, the holdings and the sectors each read them. */
export const loadFund = cache((id: string): Promise<Fund> => getFund(getUpstreamContext(), id));
