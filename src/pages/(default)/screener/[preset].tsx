import { ScreenerView } from '@/components/screener/ScreenerView';
import { presetBySlug } from '@/lib/screener/presets';
import { notFound } from '@/lib/server/request-context';

/** /screener/{preset}: a preset's screen (月配息, 漲幅排行 …) as its own crawlable page; any other slug is a 404. */
export default async function ScreenerPresetPage({ preset: slug, query }: { preset: string; query?: string }) {
  const preset = presetBySlug(slug);
  if (!preset) return notFound();
  // Awaited here: a 308 thrown before the view's first await rejects its promise, handled at once.
  return await ScreenerView({ preset, query });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
