import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTls, SANDBOX_PUSH_CA_FILE } from './tls.ts';

const server = createServer((req, res) => res.end(`${(req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'} ${req.url}`));
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  acceptTls(server);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function httpsGet(path: string, ca?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: 'localhost', port, path, ...(ca ? { ca } : {}) }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the sandbox’s one port speaks TLS and plain HTTP', () => {
  it('answers https with the localhost certificate its CA signed, and http as before, on the same port', async () => {
    expect(await httpsGet('/push/send/x', readFileSync(SANDBOX_PUSH_CA_FILE))).toBe('https /push/send/x');
    expect(await (await fetch(`http://localhost:${port}/health`)).text()).toBe('http /health');
  });
});
