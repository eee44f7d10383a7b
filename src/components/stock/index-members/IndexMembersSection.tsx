import { Suspense } from 'react';
import { Section } from '@/components/ui/Section';
import { CONSTITUENTS_ANCHOR, type ConstituentsView } from './constituents-view';
import { IndexMembers, IndexMembersSkeleton } from './IndexMembers';
import type { StockId } from '@protocol/stock-id';

/**
 * The index part of the info tab: 成分股 (the day's movers and the sortable, paged member list),
 * streaming behind a skeleton of its size. `view` comes from the page's query (parseConstituentsView).
 */
export function IndexMembersSection({ id, view }: { id: StockId; view: ConstituentsView }) {
  return (
    <Section id={CONSTITUENTS_ANCHOR} title="成分股" testId="stock-info-constituents" note="點欄位標題可排序">
      {/* Not keyed by the view: a sort or page link is a transition, so the old table stays until the new one arrives. */}
      <Suspense fallback={<IndexMembersSkeleton id={id} view={view} />}>
        <IndexMembers id={id} view={view} />
      </Suspense>
    </Section>
  );
}
