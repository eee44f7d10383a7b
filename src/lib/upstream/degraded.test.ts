import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { getQuotes } from './business/client';
import { recordingContext } from '@tests/recording-fetch';
import { stockId } from '@tests/stock-ids';

/**
 * The upstream layer tells its caller about an outage (ctx.onDegraded) and knows nothing
 * of renders; the page layer (request-context.ts) turns that into a degraded render.
 */
const config = { BUSINESS_API_URL: 'http://business.test/business', WEB_APP_ID: 'usstock-web', UPSTREAM_BREAKER: 'off' } as AppConfig;

async function degradationsOf(status: number): Promise<string[]> {
  const reasons: string[] = [];
  const { ctx } = recordingContext(config, status === 200 ? { data: [] } : { error: { code: 'x', message: 'x' } }, { status });
  await getQuotes({ ...ctx, edgeCache: false, onDegraded: (reason) => reasons.push(reason) }, [stockId('NVDA')]).catch(() => undefined);
  return reasons;
}

describe('degradation reported to the caller', () => {
  it('an outage (5xx, 429) is reported with the call that met it', async () => {
    for (const status of [500, 503, 429]) {
      const reasons = await degradationsOf(status);
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/^POST \/business\/api\/Stock\/Quotes: .*answered/);
    }
  });

  it('an answer (200) or a refusal (404, 400) is not an outage', async () => {
    for (const status of [200, 404, 400]) expect(await degradationsOf(status)).toEqual([]);
  });
});
