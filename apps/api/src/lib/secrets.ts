import { createECDH, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT signing key: JWT_SECRET when set, else one generated on the first start and kept in
 * DATA_DIR, so tokens survive restarts. Several nodes must share JWT_SECRET instead.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 43) return Buffer.from(stored, 'base64url');
  } catch {
    // first start
  }
  const secret = randomBytes(48);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret.toString('base64url'), { mode: 0o600, flag: 'w' });
  return secret;
}

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: what browsers take as `applicationServerKey`. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
}

/**
 * The VAPID key pair push services know this server by: VAPID_* when set, else one generated on
 * the first start and kept in DATA_DIR. Browsers' subscriptions are bound to the public key, so a
 * new key silently orphans them: several nodes must share VAPID_* instead.
 */
export async function loadVapidKeys(configured: VapidKeys | undefined, dataDir: string): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(stored.privateKey, 'base64url'));
      if (ecdh.getPublicKey('base64url') === stored.publicKey) return { ...stored } as VapidKeys;
    }
  } catch {
    // first start, or an unreadable file: make a new pair
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // Left-padded: a key with leading zero bytes must still be the 32 bytes web-push expects.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'w' });
  return keys;
}
