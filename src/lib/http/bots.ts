import { createIsbotFromList, isbotPatterns, list } from 'isbot';

/**
 * Crawlers and link-preview bots, by user agent. They read public pages without a guest token and get
 * plain error answers, never an error page. User agents are trimmed to 500 characters before anything
 * looks at them.
 *
 * The list is isbot's (maintained, ~200 patterns), less the patterns that would take people's own
 * tools for crawlers: a headless browser (the end-to-end tests, a reader's "save as PDF" service) and
 * plain HTTP clients (a developer's curl, an uptime check). Those name no crawler, and treating them
 * as one would hide the real pages from them.
 */
export const USER_AGENT_MAX_LENGTH = 500;

const PEOPLES_TOOLS = ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36', 'curl/8.5.0', 'Wget/1.21.4', 'node', 'undici'];
const patternsForPeoplesTools = new Set(PEOPLES_TOOLS.flatMap((userAgent) => isbotPatterns(userAgent)));
const isCrawler = createIsbotFromList(list.filter((pattern) => !patternsForPeoplesTools.has(pattern)));

export const trimUserAgent = (userAgent: string | null | undefined): string => (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH);

export function isBot(userAgent: string | null | undefined): boolean {
  return isCrawler(trimUserAgent(userAgent));
}
