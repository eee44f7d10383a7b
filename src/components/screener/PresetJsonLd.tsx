import { jsonForScript } from '@/lib/http/html-escape';
import { rowName } from '@/lib/screener/columns';
import type { Preset } from '@/lib/screener/types';
import { getConfig } from '@/lib/server/request-context';
import { stockPath } from '@/lib/stock/tabs';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';

/** A preset's first page as schema.org ItemList: its rows in order, each its stock page. */
export function PresetJsonLd({ preset, rows, total }: { preset: Preset; rows: readonly ScreenerRow[]; total: number }) {
  const site = getConfig().SITE_URL.replace(/\/+$/, '');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: preset.title,
    description: preset.description,
    url: `${site}/screener/${preset.slug}`,
    numberOfItems: total,
    itemListElement: rows.map((row, i) => ({ '@type': 'ListItem', position: i + 1, name: rowName(row), url: `${site}${stockPath(row.id, 'info')}` })),
  };
  // A data block, not a script: CSP does not apply; jsonForScript escapes `<`.
  return <script type="application/ld+json" data-testid="preset-json-ld" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
