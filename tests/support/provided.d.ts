import 'vitest';

/** Values the workers test project receives from tests/support/global-setup.ts. */
export interface DemoTokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the sandbox started for this test run, e.g. http://localhost:40123. */
    sandboxUrl: string;
    /** Tokens obtained through the real authorization-code flow for each demo account. */
    memberTokens: Record<'member' | 'author' | 'writer' | 'admin', DemoTokenSet>;
    /** Base URL of the live project's sandbox (tests/support/live-feed-setup.ts): an open market, fast ticks. */
    liveFeedUrl: string;
    /** The live project's VAPID key pair (Web Push, decision 055), base64url as the Workers take it. */
    vapidKeys: { publicKey: string; privateKey: string };
  }
}
