import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '@tests/upstream-context';
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

  it.each([
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA must be one of "0", "1"'],
    [{ EDGE_CACHE: 'disabled' }, 'EDGE_CACHE must be one of "on", "off"'],
    [{ REDIRECT_ALLOWED_HOSTS: 'localhost:8788 https://evil.example' }, 'REDIRECT_ALLOWED_HOSTS: "https://evil.example" is not a host or host:port'],
    [{ ARTICLE_EMBED_ORIGINS: "https://app.example.com 'unsafe-inline'" }, `ARTICLE_EMBED_ORIGINS: "'unsafe-inline'" is not an origin`],
    [{ CSP_IMG_ORIGINS: 'javascript:alert(1)' }, 'CSP_IMG_ORIGINS: "javascript:alert(1)" is not an http(s) URL'],
    [{ SESSION_CHECK_INTERVAL_SECONDS: '0' }, 'SESSION_CHECK_INTERVAL_SECONDS must be 1 to 300'],
    [{ SESSION_CHECK_INTERVAL_SECONDS: '15s' }, 'SESSION_CHECK_INTERVAL_SECONDS must be a whole number of seconds'],
  ])('names a bad optional setting %j', async (vars, message) => {
    const res = await app.request('/', {}, { ...sandboxConfig(), ...vars });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain(message);
  });

  it('accepts the optional settings when they are well formed or empty', async () => {
    const vars = {
      DEMO_DATA: '1',
      EDGE_CACHE: 'off',
      REDIRECT_ALLOWED_HOSTS: 'localhost:8788, www.example.com',
      ARTICLE_EMBED_ORIGINS: '',
      CSP_IMG_ORIGINS: 'https://cdn.example.com',
      SESSION_CHECK_INTERVAL_SECONDS: '1',
    };
    const res = await app.request('/', {}, { ...sandboxConfig(), ...vars });
    expect(res.status).toBe(200);
  });
});
