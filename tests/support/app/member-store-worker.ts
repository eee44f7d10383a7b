/**
 * The workerd project's main module (vitest.config.ts): it holds the live Worker's MemberStore class, so
 * the site's code under test reaches real member stores through MEMBER_STORES, as the deployed site
 * reaches the live Worker's by script_name; and its QuoteRoom, which the price alerts' calendar Cron
 * Trigger tells (QUOTE_ROOMS). It answers no request of its own.
 */
export { MemberStore } from '../../../live/member-store.ts';
export { QuoteRoom } from '../../../live/quote-room.ts';

export default { fetch: () => new Response('not found', { status: 404 }) } satisfies ExportedHandler;
