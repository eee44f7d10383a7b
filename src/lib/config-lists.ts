/**
 * Settings that hold a list (REDIRECT_ALLOWED_HOSTS, ARTICLE_EMBED_ORIGINS, CSP_IMG_ORIGINS): entries
 * separated by commas or whitespace; empty means none. No imports: the redirect editor's Node script
 * reads REDIRECT_ALLOWED_HOSTS through functions/redirect-rules.ts too.
 */
export const splitList = (value: string): string[] =>
  value
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
