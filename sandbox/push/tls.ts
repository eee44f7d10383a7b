import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer as createTlsServer } from 'node:tls';

/**
 * The sandbox's push service speaks https, as every real one does (RFC 8030 §2; the app's Web Push
 * library refuses any other endpoint). Its certificate is for localhost, signed by a CA made for these
 * tests alone whose own key was thrown away when it was made: nothing else can be signed by it.
 * `npm start`, the e2e stacks and the workerd tests point workerd's trust at this CA file
 * (NODE_EXTRA_CA_CERTS, which Miniflare reads).
 */
export const SANDBOX_PUSH_CA_FILE = fileURLToPath(new URL('./tls/ca.pem', import.meta.url));

/**
 * What NODE_EXTRA_CA_CERTS should name for workerd to trust the sandbox's push service: its CA file, or,
 * when the environment names a file already (a company proxy's CA), both in one temporary file.
 */
export function pushServiceTrust(existing: string | undefined): string {
  if (!existing || existing === SANDBOX_PUSH_CA_FILE) return SANDBOX_PUSH_CA_FILE;
  let theirs: string;
  try {
    theirs = readFileSync(existing, 'utf8');
  } catch {
    return SANDBOX_PUSH_CA_FILE;
  }
  const file = join(mkdtempSync(join(tmpdir(), 'usstock-ca-')), 'ca.pem');
  writeFileSync(file, `${theirs.trimEnd()}\n${readFileSync(SANDBOX_PUSH_CA_FILE, 'utf8')}`);
  return file;
}

const TLS_HANDSHAKE = 0x16;

/**
 * Lets the sandbox's one port answer TLS as well as plain HTTP: the first byte of a connection tells
 * (a TLS handshake record starts 0x16, an HTTP request with a letter), and a TLS connection, once
 * decrypted, goes to the same HTTP server, so every route answers on both schemes.
 */
export function acceptTls(server: Server): void {
  const [httpConnection] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (!httpConnection) throw new Error('the HTTP server has no connection listener');
  const tls = createTlsServer(
    { cert: readFileSync(fileURLToPath(new URL('./tls/localhost.pem', import.meta.url))), key: readFileSync(fileURLToPath(new URL('./tls/localhost-key.pem', import.meta.url))) },
    (secure) => httpConnection.call(server, secure),
  );
  // A client that gives up mid-handshake is not the sandbox's error.
  tls.on('tlsClientError', () => undefined);
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (first === null) {
        httpConnection.call(server, socket);
        return;
      }
      socket.unshift(first);
      if (first[0] === TLS_HANDSHAKE) tls.emit('connection', socket);
      else httpConnection.call(server, socket);
    });
  });
}
