import { createECDH } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadVapidKeys } from './secrets.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('loadVapidKeys', () => {
  it('generates a valid pair once into DATA_DIR and keeps it across starts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vapid-'));
    dirs.push(dir);
    const first = await loadVapidKeys(undefined, dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(first.publicKey);
    expect(await loadVapidKeys(undefined, dir)).toEqual(first);
    expect((await stat(path.join(dir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
  });

  it('uses the configured pair and writes nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vapid-'));
    dirs.push(dir);
    const configured = { publicKey: 'p', privateKey: 'k' };
    expect(await loadVapidKeys(configured, dir)).toBe(configured);
    await expect(readFile(path.join(dir, 'vapid-keys.json'))).rejects.toThrow();
  });
});
