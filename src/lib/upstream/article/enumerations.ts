/**
 * The article service's enumerations (search fields, sort keys, unlock types…), as plain constants:
 * schemas.ts checks answers with them, and the browser's search code (search-params.ts) uses them
 * without shipping valibot.
 */

/** List sort keys; the unlocked list also sorts by articleUpdate (its default). */
export const ORDER_TYPES = ['updatedAt', 'totalViews'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const UNLOCKED_ORDER_TYPES = ['articleUpdate', 'updatedAt', 'totalViews'] as const;
export type UnlockedOrderType = (typeof UNLOCKED_ORDER_TYPES)[number];
/** Search fields; the default is tags. */
export const SEARCH_TYPES = ['tags', 'stockTags', 'title', 'content'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
