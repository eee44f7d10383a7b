import { generateKeyPairSync } from 'node:crypto';

/** A VAPID key pair (RFC 8292) as the Workers take it: base64url of the uncompressed public point and of the private scalar. */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** A new P-256 key pair for VAPID. */
export function makeVapidKeys(): VapidKeyPair {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/** The .dev.vars lines of a pair (and the contact push services see). */
export const vapidDevVars = (keys: VapidKeyPair): string => `VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\nVAPID_SUBJECT=mailto:push@localhost\n`;
