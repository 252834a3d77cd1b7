import { randomBytes } from 'node:crypto';
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
