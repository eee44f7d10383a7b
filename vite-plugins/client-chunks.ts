import { join } from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ChunkingContext = Parameters<Extract<NonNullable<CodeSplitting['groups']>[number]['name'], (...args: never[]) => unknown>>[1];

/** A chunk of app code that a kind of page always needs, by the modules (under src/) it starts from. */
export interface ClientChunkGroup {
  name: string;
  /** The server files that render `components` (client-chunks.test.ts keeps the two lists in step). */
  renderers: readonly string[];
  /** The client components those files render on every such page. */
  components: readonly string[];
  /** Other modules to carry along: ones that most pages' client code imports. */
  alsoModules?: readonly string[];
}

export const CLIENT_CHUNK_GROUPS: readonly ClientChunkGroup[] = [
  {
    // Every page with the site's frame: the document, its client runtime and the header. The member
    // menu is not here: HeaderAccount imports it only for a member, so a guest's page never loads it.
    name: 'shell',
    renderers: ['pages/_root.tsx', 'components/runtime/ClientRuntime.tsx', 'components/layout/SiteHeader.tsx', 'components/auth/HeaderAccount.tsx'],
    components: [
      'components/analytics/PageViews.tsx',
      'components/auth/AuthRuntime.tsx',
      'components/auth/LoginButton.tsx',
      'components/auth/OneTap.tsx',
      'components/dialogs/GlobalDialogs.tsx',
      'components/layout/CategoryNav.tsx',
      'components/layout/SiteDrawer.tsx',
      'components/live/LiveQuotes.tsx',
      'components/runtime/EarlyTapReplay.tsx',
      'components/runtime/HydrationHash.tsx',
      'components/runtime/LoadingBar.tsx',
      'components/runtime/NavigationWatcher.tsx',
      'components/runtime/NewBuildNotice.tsx',
      'components/runtime/RouteErrorBoundary.tsx',
      'components/runtime/ServiceWorkerRuntime.tsx',
      'components/search/SearchPanel.tsx',
      'components/search/StockSearch.tsx',
      'components/ui/Toaster.tsx',
    ],
    // The number formats (prices, changes, volumes): otherwise a file of their own on most pages.
    alsoModules: ['lib/format/numbers.ts'],
  },
  {
    // Every /stock/{id}/… page: the tabs, the watchlist star in the info bar and the price-delay tip.
    name: 'stock',
    renderers: ['pages/stock/[id]/_layout.tsx', 'components/stock/layout/StockTabs.tsx', 'components/stock/layout/StockInfoBar.tsx', 'components/watchlist/WatchlistSlot.tsx'],
    components: ['components/stock/layout/PriceDelayNotice.tsx', 'components/stock/layout/TabLinks.tsx', 'components/watchlist/WatchlistToggle.tsx'],
  },
];

/** The virtual modules through which the RSC runtime loads the client components of one server chunk. */
const CLIENT_REFERENCE_GROUP = '\0virtual:vite-rsc/client-references/group/';

/**
 * How the browser's code is cut into files (rolldown's codeSplitting groups).
 *
 * Waku groups client components by the server module that renders them, and rolldown gives every
 * module those groups share a chunk of its own: a page loaded 20 to 30 scripts, most under 1 KiB,
 * each compressed on its own (the same imports, helpers and JSX calls again in each one). Instead:
 *
 * - `framework`: the packages the entry loads at start (React, React DOM, Waku's router). They change
 *   only with an upgrade, so a release of the site does not make readers download them again.
 * - one chunk per CLIENT_CHUNK_GROUPS entry: its components, what they import (what an earlier group
 *   already has stays there), and the small modules through which the RSC runtime loads them. A
 *   page's other client components keep their own chunks and import what they share from these.
 *
 * What is loaded later on purpose (the chart library) is reached by a dynamic import(), which no
 * group follows, so it stays a chunk of its own.
 */
export function clientCodeSplitting(srcDir: string): CodeSplitting {
  const groups = CLIENT_CHUNK_GROUPS.map((group) => ({ name: group.name, roots: [...group.components, ...(group.alsoModules ?? [])].map((file) => join(srcDir, file)) }));
  // The walks run for each module, with nothing cached across builds: a few hundred modules, so cheap.
  const membersOf = (index: number, ctx: ChunkingContext): Set<string> => {
    const earlier = new Set(groups.slice(0, index).flatMap((group) => [...reachable(group.roots, ctx)]));
    const own = reachable(groups[index]?.roots ?? [], ctx);
    for (const id of earlier) own.delete(id);
    return own;
  };
  const captures = (index: number) => (id: string, ctx: ChunkingContext) => {
    const members = membersOf(index, ctx);
    if (members.has(id)) return true;
    if (!id.startsWith(CLIENT_REFERENCE_GROUP)) return false;
    // A loader module whose every component is in this chunk, an earlier one or the framework.
    const earlierOrOwn = (dep: string) => members.has(dep) || groups.slice(0, index).some((_, i) => membersOf(i, ctx).has(dep)) || isFramework(dep, ctx);
    return (ctx.getModuleInfo(id)?.importedIds ?? []).every(earlierOrOwn);
  };
  return {
    groups: [
      { name: (id, ctx) => (isFramework(id, ctx) ? 'framework' : null), priority: groups.length + 1 },
      ...groups.map((group, index) => ({ name: (id: string, ctx: ChunkingContext) => (captures(index)(id, ctx) ? group.name : null), priority: groups.length - index })),
    ],
  };
}

/** A package the entry loads through static imports alone: needed before anything renders. */
function isFramework(id: string, ctx: ChunkingContext): boolean {
  if (!id.includes('/node_modules/')) return false;
  const seen = new Set<string>();
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    const info = ctx.getModuleInfo(current);
    if (info?.isEntry) return true;
    queue.push(...(info?.importers ?? []));
  }
  return false;
}

/** The modules `roots` import statically, directly or not, roots included. */
function reachable(roots: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    queue.push(...(ctx.getModuleInfo(current)?.importedIds ?? []));
  }
  return seen;
}
