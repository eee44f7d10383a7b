/**
 * Crawlers and link-preview bots, by user agent. They read public pages without a guest token and get
 * plain error answers (spec §2 "Bots get no error page", §8). Spec §9: user agents are trimmed to 500
 * characters before anything looks at them.
 */
export const USER_AGENT_MAX_LENGTH = 500;

const BOT_PATTERN =
  /bot\b|crawler|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|slackbot|linkedinbot|twitterbot|pinterest|applebot|yandex|baiduspider|duckduckbot|petalbot|semrush|ahrefs|headlesschrome\/.*lighthouse|google-inspectiontool|storebot-google|feedfetcher/i;

export const trimUserAgent = (userAgent: string | null | undefined): string => (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH);

export function isBot(userAgent: string | null | undefined): boolean {
  return BOT_PATTERN.test(trimUserAgent(userAgent));
}
