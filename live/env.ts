import type { QuoteHub } from './quote-hub.ts';
import type { QuoteRoom } from './quote-room.ts';

/** The live Worker's bindings (live/wrangler.toml). */
export interface LiveEnv {
  QUOTE_ROOMS: DurableObjectNamespace<QuoteRoom>;
  QUOTE_HUBS: DurableObjectNamespace<QuoteHub>;
  QUOTE_FEED_URL: string;
  WEB_APP_ID: string;
  LIVE_GRACE_MS: string;
}
