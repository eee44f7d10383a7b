import { stockPath } from '@/lib/stock/tabs';
import { CONSTITUENT_SORTS, type ConstituentSort, SORT_ORDERS, type SortOrder } from '@/lib/upstream/business';

/**
 * Which slice of an index's constituents the info page shows, carried in its URL
 * (?sort=changePercent&order=asc&page=2), so sorting and paging are plain links that work without
 * JavaScript and can be shared. Each parameter is checked on its own: anything missing, unknown
 * or malformed falls back to its default, never to an error page.
 */
export interface ConstituentsView {
  sort: ConstituentSort;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

/** Rows a page holds: a phone gets ~50 rows, never the 3,000 of the Nasdaq Composite. */
export const CONSTITUENTS_PAGE_SIZE = 50;
/** No index has more pages than this (the Nasdaq Composite ~70); a larger number is someone's typing. */
const MAX_PAGE = 1000;
/** The id of the constituents block: every sort and page link lands on it. */
export const CONSTITUENTS_ANCHOR = 'constituents';

/** The index's own order: by weight, largest first. */
export const DEFAULT_VIEW: ConstituentsView = { sort: 'weight', order: 'desc', page: 1 };

const isSort = (value: string): value is ConstituentSort => (CONSTITUENT_SORTS as readonly string[]).includes(value);
const isOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

export function parseConstituentsView(query: string | undefined | null): ConstituentsView {
  if (!query) return DEFAULT_VIEW;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  } catch {
    return DEFAULT_VIEW;
  }
  const sort = params.get('sort') ?? '';
  const order = params.get('order') ?? '';
  const page = params.get('page') ?? '';
  const pageNumber = /^\d{1,4}$/.test(page) ? Number(page) : 0;
  return { sort: isSort(sort) ? sort : DEFAULT_VIEW.sort, order: isOrder(order) ? order : DEFAULT_VIEW.order, page: pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : DEFAULT_VIEW.page };
}

/** The info page showing `view`; the default view has no query, so its URL is the canonical one. */
export function constituentsHref(stockId: string, view: ConstituentsView): string {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_VIEW.sort || view.order !== DEFAULT_VIEW.order) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.page !== 1) params.set('page', String(view.page));
  const query = params.toString();
  return `${stockPath(stockId, 'info')}${query ? `?${query}` : ''}#${CONSTITUENTS_ANCHOR}`;
}

/** What a column header's link shows: the same column the other way round, or a new column largest first, from page 1. */
export function viewSortedBy(current: ConstituentsView, sort: ConstituentSort): ConstituentsView {
  if (current.sort === sort) return { sort, order: current.order === 'desc' ? 'asc' : 'desc', page: 1 };
  return { sort, order: 'desc', page: 1 };
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / CONSTITUENTS_PAGE_SIZE));
