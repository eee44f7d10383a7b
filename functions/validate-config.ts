import type { EdgeMiddleware } from './edge-env';
import { ConfigError, parseConfig } from '@/lib/config';

/**
 * Validates the worker's configuration before any page renders. A missing variable or secret then
 * answers one clear 500 naming it, instead of a page that breaks halfway through streaming.
 */
export default function validateConfig(): EdgeMiddleware {
  return async (c, next) => {
    try {
      parseConfig(c.env);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      console.error(`[config] ${err.message}`);
      return c.text(`Server misconfigured: ${err.message}`, 500, { 'cache-control': 'no-store' });
    }
    await next();
  };
}
