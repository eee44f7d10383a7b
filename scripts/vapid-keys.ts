/**
 * `node scripts/vapid-keys.ts`: prints a new VAPID key pair (decision 055) as .dev.vars lines. In
 * production put VAPID_PUBLIC_KEY in both wrangler.toml files' [vars] and the private key in the live
 * Worker's secret: `npx wrangler secret put VAPID_PRIVATE_KEY -c live/wrangler.toml`.
 */
import { makeVapidKeys, vapidDevVars } from './lib/vapid-keys.ts';

process.stdout.write(vapidDevVars(makeVapidKeys()));
