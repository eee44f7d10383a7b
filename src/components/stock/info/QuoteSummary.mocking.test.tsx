import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyStatistics } from '@/lib/upstream/business';
import { NVDA_KEYPOINTS } from '@tests/keypoints-fixture';
import { stockId } from '@tests/stock-ids';

/**
 * The info tab's quote summary as the server renders it (the Keypoints loader mocked): it shows what
 * the info bar above it does not, never the bar's price and change again, and it takes
 * the room its skeleton reserved.
 */

const loadKeypoints = vi.fn<(id: string) => Promise<KeyStatistics>>();
vi.mock('./keypoints-data', () => ({ loadKeypoints: (id: string) => loadKeypoints(id) }));

const { QuoteSummary, QuoteSummarySkeleton } = await import('./QuoteSummary');

const render = async (kind: 'stock' | 'index', stats: KeyStatistics = NVDA_KEYPOINTS) => {
  loadKeypoints.mockResolvedValue(stats);
  return renderToStaticMarkup(await QuoteSummary({ id: stockId(stats.id), kind }));
};

/** The text a reader sees (tags dropped; attributes such as the range bar's accessible name are not text). */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ');
/** The reserved heights a box carries (its style's custom properties). */
const reserved = (html: string) => html.match(/--summary-h:\d+px;--summary-h-wide:\d+px/)?.[0];

beforeEach(() => {
  loadKeypoints.mockReset();
});

describe('QuoteSummary', () => {
  it('does not repeat the price and change the info bar shows right above it', async () => {
    // A price and a change found nowhere else in the summary (not a range end, not a fact).
    const html = await render('stock', { ...NVDA_KEYPOINTS, price: 177.77, change: 3.21, changePercent: 1.84 });
    expect(html).not.toContain('data-testid="summary-price"');
    expect(visibleText(html)).not.toContain('177.77');
    expect(html).not.toContain('+3.21');
    expect(html).not.toContain('+1.84%');
    // No element in it takes the live price (the bar's does): a tick writes the price once.
    expect(html).not.toMatch(/data-live="[^"]*\bprice\b/);
  });

  it('keeps what the bar does not show: the as-of time on both clocks, the extended-hours slot, the range and the facts', async () => {
    const html = await render('stock');
    expect(html).toContain('data-testid="summary-as-of"');
    expect(visibleText(html)).toContain('11/20 16:00 美東');
    expect(visibleText(html)).toContain('11/21 05:00 台北');
    expect(html).toContain('data-testid="summary-extended-hours"');
    // In its room while it has no price, the hours when it will.
    expect(visibleText(html)).toContain('盤前 04:00–09:30・盤後 16:00–20:00 美東');
    expect(html).toContain('data-testid="week52-range"');
    // The price stays in the range bar's accessible name: where it sits is that bar's meaning.
    expect(html).toContain('目前價格 183.75');
    expect(html.match(/data-fact="/g)).toHaveLength(3);
    // Still the quote's live element: the times and the extended-hours line follow the quotes.
    expect(html).toContain('data-live-quote="NVDA"');
    expect(html).toContain('data-live="timeNewYork"');
  });

  it('takes the room its skeleton reserved, for a company and an index', async () => {
    for (const kind of ['stock', 'index'] as const) {
      const summary = reserved(await render(kind));
      expect(summary, kind).toBeDefined();
      expect(reserved(renderToStaticMarkup(<QuoteSummarySkeleton kind={kind} />)), kind).toBe(summary);
    }
    // The as-of line (20 px) and the extended-hours line (4 + 20 px), then the range (60 px) over three facts
    // (12 + 84 px), or beside them from laptop width, in 16 px padding; an index has no extended-hours line.
    expect(reserved(await render('stock'))).toBe('--summary-h:248px;--summary-h-wide:176px');
    expect(reserved(await render('index'))).toBe('--summary-h:196px;--summary-h-wide:128px');
  });
});
