import { type ReactNode, Suspense } from 'react';
import { css } from 'styled-system/css';
import { Section } from '@/components/ui/Section';
import type { StockTab } from '@/lib/stock/tabs';
import type { StockRecord } from '@/lib/upstream/business';
import { StockSeo } from './StockSeo';

/** One section of a stock tab: its heading and its body, which streams in behind `fallback`. */
export interface StockTabSection {
  /** The heading's id (the section's aria-labelledby). */
  id: string;
  title: string;
  /** A skeleton of the body's final height. */
  fallback: ReactNode;
  body: ReactNode;
}

/**
 * The scaffold the stock tabs that show a list or a table share (news, discussion, dividend,
 * earnings calls, profile): the tab's SEO tags, noindex on a paged view (only the first page is
 * the one to index), then each section with its plain heading and its own Suspense boundary (two
 * sections: a slow one never holds the other back), stacked. The page keeps the route guard: it
 * calls resolveStockRoute before rendering this, while the status can still change, and Waku's
 * getConfig.
 */
export function StockTabPage({ stock, tab, noindex = false, sections }: { stock: StockRecord; tab: StockTab; noindex?: boolean; sections: readonly StockTabSection[] }) {
  const blocks = sections.map(({ id, title, fallback, body }) => (
    <Section key={id} id={id} title={title} accent={false}>
      <Suspense fallback={fallback}>{body}</Suspense>
    </Section>
  ));
  return (
    <>
      <StockSeo stock={stock} tab={tab} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {blocks.length > 1 ? <div className={stackClass}>{blocks}</div> : blocks}
    </>
  );
}

const stackClass = css({ display: 'grid', gap: '6', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
