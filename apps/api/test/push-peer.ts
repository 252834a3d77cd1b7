import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for tests: it checks the VAPID token (RFC 8292) like a real one,
 * and, holding the private keys the test made the subscription with (as the browser would),
 * decrypts the aes128gcm body (RFC 8291 over RFC 8188) with node:crypto alone, so a test sees
 * exactly what a service worker would receive.
 */

export interface PeerSubscription {
  /** The browser's PushSubscription JSON, to POST to the API. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  endpoint: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface VapidCheck {
  ok: boolean;
  /** Why it failed, when it did. */
  problem?: string;
  /** The `k=` key, base64url. */
  publicKey?: string;
  claims?: { aud?: string; exp?: number; sub?: string };
}

export interface ReceivedPush {
  endpoint: string;
  headers: http.IncomingHttpHeaders;
  ttl: number | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: VapidCheck;
  /** The decrypted body, parsed as JSON when it is; undefined if it could not be decrypted. */
  payload: unknown;
  decryptError?: string;
  /** What the peer answered. */
  status: number;
  /** When the request's body had arrived (Date.now()). */
  receivedAt: number;
}

export interface PushPeer {
  origin: string;
  received: ReceivedPush[];
  /** A new subscription at this peer, with keys made as a browser makes them. */
  subscribe(): PeerSubscription;
  /** What to answer for this endpoint from now on (201 until told otherwise). */
  answer(endpoint: string, status: 201 | 404 | 410 | 500): void;
  /** Resolves once `count` requests reached `endpoint` (or any, without one). */
  waitFor(count: number, endpoint?: string, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64url = (value: string) => Buffer.from(value, 'base64url');

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: an ES256 JWT by that key, for this origin. */
export function checkVapid(header: string | undefined, origin: string, now = Date.now()): VapidCheck {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { ok: false, problem: `not a vapid Authorization: ${header}` };
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const raw = b64url(key);
  if (raw.length !== 65 || raw[0] !== 4)
    return { ok: false, problem: 'k is not an uncompressed P-256 key', publicKey: key };
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const header_ = JSON.parse(b64url(head).toString()) as { alg?: string; typ?: string };
  const claims = JSON.parse(b64url(body).toString()) as VapidCheck['claims'] & object;
  const fail = (problem: string): VapidCheck => ({ ok: false, problem, publicKey: key, claims });
  if (header_.alg !== 'ES256') return fail(`alg ${header_.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64url(signature),
  );
  if (!signed) return fail('bad signature');
  if (claims.aud !== origin) return fail(`aud ${claims.aud} is not ${origin}`);
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return fail('expired');
  if (claims.exp > seconds + 24 * 3600) return fail('exp more than 24 h ahead');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return fail(`sub ${claims.sub}`);
  return { ok: true, publicKey: key, claims };
}

/** RFC 8291 decryption of an aes128gcm push message, as the browser does it. */
export function decryptPush(body: Buffer, subscriber: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = subscriber.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  if (recordSize < 18) throw new Error(`record size ${recordSize}`);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < ciphertext.length; offset += recordSize, seq++) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low end (seq < 2³², so the last 4 bytes).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Content, then a delimiter (2 on the last record, 1 before), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= ciphertext.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

export async function startPushPeer(): Promise<PushPeer> {
  const subscriptions = new Map<string, PeerSubscription>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const subscription = subscriptions.get(endpoint);
      const status = !subscription ? 404 : (answers.get(endpoint) ?? 201);
      const push: ReceivedPush = {
        endpoint,
        headers: request.headers,
        ttl: request.headers.ttl === undefined ? undefined : Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        vapid: checkVapid(request.headers.authorization, origin),
        payload: undefined,
        status,
        receivedAt: Date.now(),
      };
      if (subscription && request.headers['content-encoding'] === 'aes128gcm') {
        try {
          const text = decryptPush(
            Buffer.concat(chunks),
            subscription.ecdh,
            subscription.authSecret,
          ).toString();
          try {
            push.payload = JSON.parse(text);
          } catch {
            push.payload = text;
          }
        } catch (error) {
          push.decryptError = (error as Error).message;
        }
      }
      received.push(push);
      for (const wake of waiters) wake();
      response.writeHead(status, status === 201 ? { location: `${endpoint}/message/${randomUUID()}` } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      const subscription = {
        endpoint,
        ecdh,
        authSecret,
        json: {
          endpoint,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
        },
      };
      subscriptions.set(endpoint, subscription);
      return subscription;
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    waitFor(count, endpoint, timeoutMs = 15_000) {
      const matching = () => received.filter((push) => !endpoint || push.endpoint === endpoint);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (matching().length < count) return;
          cleanup();
          resolve(matching());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`push peer: ${matching().length} of ${count} requests after ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
