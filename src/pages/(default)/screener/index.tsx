import { ScreenerView } from '@/components/screener/ScreenerView';

/** /screener (選股): every listing, filtered by what the URL says (ScreenerView; called, so its 308 is thrown before anything renders). */
export default async function ScreenerPage({ query }: { query?: string }) {
  // Awaited here: a 308 thrown before the view's first await rejects its promise, handled at once.
  return await ScreenerView({ query });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
