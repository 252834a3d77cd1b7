import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { checkVapid, decryptPush, type PushPeer, startPushPeer } from './push-peer.ts';

// The peer must refuse what a real push service refuses, or the push tests would prove nothing.
let peer: PushPeer;
beforeAll(async () => {
  peer = await startPushPeer();
});
afterAll(() => peer?.close());

const vapid = webpush.generateVAPIDKeys();
const subject = 'mailto:ops@feira.example';

function requestFor(endpoint: string, payload: string, keys = peer.subscribe().json.keys) {
  return webpush.generateRequestDetails({ endpoint, keys }, payload, {
    vapidDetails: { subject, ...vapid },
    contentEncoding: 'aes128gcm',
  });
}

describe('checkVapid', () => {
  it('accepts web-push’s token for this origin, and refuses it elsewhere, tampered or malformed', () => {
    const details = requestFor(`${peer.origin}/push/x`, 'hi');
    const header = details.headers.Authorization as string;
    expect(checkVapid(header, peer.origin)).toMatchObject({ ok: true, publicKey: vapid.publicKey });
    expect(checkVapid(header, 'https://other.example').problem).toMatch(/aud/);
    expect(checkVapid(header, peer.origin, Date.now() + 25 * 3600_000).problem).toBe('expired');
    const [token, key] = header.replace('vapid t=', '').split(', k=') as [string, string];
    const [head, body, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), aud: 'x' }),
    ).toString('base64url');
    expect(checkVapid(`vapid t=${head}.${forged}.${signature}, k=${key}`, peer.origin).problem).toBe(
      'bad signature',
    );
    const otherKey = webpush.generateVAPIDKeys().publicKey;
    expect(checkVapid(`vapid t=${token}, k=${otherKey}`, peer.origin).problem).toBe('bad signature');
    expect(checkVapid(undefined, peer.origin).ok).toBe(false);
    expect(checkVapid('Bearer abc', peer.origin).ok).toBe(false);
  });
});

describe('decryptPush', () => {
  it('reads what web-push encrypted, and fails on a wrong key or a flipped byte', () => {
    const browser = peer.subscribe();
    const details = requestFor(browser.endpoint, '{"title":"Olá"}', browser.json.keys);
    const body = details.body as Buffer;
    expect(decryptPush(body, browser.ecdh, browser.authSecret).toString()).toBe('{"title":"Olá"}');
    expect(() => decryptPush(body, peer.subscribe().ecdh, browser.authSecret)).toThrow();
    const flipped = Buffer.from(body);
    flipped[flipped.length - 1]! ^= 1;
    expect(() => decryptPush(flipped, browser.ecdh, browser.authSecret)).toThrow();
  });

  it('reads a message split into several records (RFC 8188), each with its own nonce', () => {
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const authSecret = randomBytes(16);
    const sender = createECDH('prime256v1');
    sender.generateKeys();
    const salt = randomBytes(16);
    const shared = sender.computeSecret(ua.getPublicKey());
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), sender.getPublicKey()]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const recordSize = 64;
    const text = Buffer.from('x'.repeat(100) + 'fim');
    const chunk = recordSize - 17; // 16 tag + 1 delimiter
    const records: Buffer[] = [];
    for (let offset = 0, seq = 0; offset < text.length; offset += chunk, seq++) {
      const last = offset + chunk >= text.length;
      const plain = Buffer.concat([text.subarray(offset, offset + chunk), Buffer.from([last ? 2 : 1])]);
      const recordNonce = Buffer.from(nonce);
      recordNonce.writeUInt32BE((recordNonce.readUInt32BE(8) ^ seq) >>> 0, 8);
      const cipher = createCipheriv('aes-128-gcm', cek, recordNonce);
      records.push(cipher.update(plain), cipher.final(), cipher.getAuthTag());
    }
    const header = Buffer.alloc(21);
    salt.copy(header);
    header.writeUInt32BE(recordSize, 16);
    header[20] = 65;
    const body = Buffer.concat([header, sender.getPublicKey(), ...records]);
    expect(decryptPush(body, ua, authSecret).toString()).toBe(text.toString());
  });
});
