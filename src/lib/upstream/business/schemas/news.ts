import * as v from 'valibot';
import { isoTime, dataOf } from './shared.ts';

/** A stock's news. */

/** One news item as the list and the detail both give it. */
const StockNewsItemEntries = { id: v.string(), title: v.string(), summary: v.string(), source: v.string(), publishedAt: isoTime, stocks: v.array(v.string()) };

/** GET /api/Stock/{id}/News?fetch=&cursor=: newest first; pass nextCursor back for older items. */
export const StockNewsSchema = dataOf(v.object({ id: v.string(), items: v.array(v.object(StockNewsItemEntries)), nextCursor: v.nullable(v.string()) }));
export type StockNews = v.InferOutput<typeof StockNewsSchema>['data'];
export type StockNewsItem = StockNews['items'][number];

/** GET /api/Stock/{id}/News/{newsId}: one item with its full text, plain-text paragraphs (404: no such item, or no more). */
export const StockNewsArticleSchema = dataOf(v.object({ ...StockNewsItemEntries, body: v.array(v.string()) }));
export type StockNewsArticle = v.InferOutput<typeof StockNewsArticleSchema>['data'];
