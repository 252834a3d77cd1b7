import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where media bytes live: local disk by default, an S3-compatible bucket with S3_* (s3-storage.ts). */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<{ body: Readable; size: number; modified: Date } | null>;
  delete(key: string): Promise<void>;
}

const safeKey = /^[A-Za-z0-9_-]+(\.[a-z0-9]{2,5})?$/;

export function assertSafeKey(key: string) {
  if (!safeKey.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  async get(key: string) {
    try {
      const target = this.file(key);
      const info = await stat(target);
      return { body: createReadStream(target), size: info.size, modified: info.mtime };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
