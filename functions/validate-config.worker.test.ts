import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '@/lib/upstream/test-context';
import validateConfig from './validate-config';

const app = new Hono().use(validateConfig()).get('/', (c) => c.text('page'));

describe('validateConfig middleware (workerd)', () => {
  it('lets requests through when the configuration is complete', async () => {
    const res = await app.request('/', {}, sandboxConfig());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page');
  });

  it('answers 500 naming the missing variable', async () => {
    const { FORUM_API_URL: _omitted, ...incomplete } = sandboxConfig();
    const res = await app.request('/', {}, incomplete);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('FORUM_API_URL is missing');
  });

  it('rejects a secret that is too short and a URL that is not one', async () => {
    const res = await app.request('/', {}, { ...sandboxConfig(), SESSION_SECRET: 'short', SITE_URL: 'not a url' });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).toContain('SESSION_SECRET must be at least 32 characters');
    expect(text).toContain('SITE_URL must be an absolute URL');
  });
});
