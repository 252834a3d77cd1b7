import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Where media bytes live: local disk by default, an S3-compatible bucket with S3_* (s3-storage.ts). */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file already on local disk (a large upload) without reading it into memory. */
  putFile(key: string, source: string, size: number, contentType: string): Promise<void>;
  /**
   * null when there is no such object. With `range`, `body` holds only that slice and `range`
   * says which one; a range past the end comes back without `range` and with an empty body.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every object, in no particular order, for the orphan sweep (orphan-sweep.ts). */
  list(): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  /** A key `delete` accepts; on local disk also a `partialSuffix` leftover of an interrupted write. */
  key: string;
  modified: Date;
}

/** A local write a crash interrupted (`<key>.<pid>.tmp`): never a stored object, only garbage. */
export const partialSuffix = /\.\d+\.tmp$/;

/** Bytes `start` to `end` (inclusive; to the end of the object when absent). */
export interface ByteRange {
  start: number;
  end?: number | undefined;
}

export interface StoredObject {
  body: Readable;
  /** The whole object's size, whatever range was asked for. */
  size: number;
  modified: Date;
  range?: { start: number; end: number };
}

const safeKey = /^[A-Za-z0-9_-]+(\.[a-z0-9]{2,5})?$/;

export function assertSafeKey(key: string) {
  if (!safeKey.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key.replace(partialSuffix, ''));
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

  async putFile(key: string, source: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      await copyFile(source, temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const target = this.file(key);
      const info = await stat(target);
      const found = { size: info.size, modified: info.mtime };
      if (!range) return { ...found, body: createReadStream(target) };
      if (range.start >= info.size) return { ...found, body: Readable.from([]) };
      const end = Math.min(range.end ?? info.size - 1, info.size - 1);
      return {
        ...found,
        body: createReadStream(target, { start: range.start, end }),
        range: { start: range.start, end },
      };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async *list(): AsyncIterable<ListedObject> {
    const folders = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      const names = await readdir(path.join(this.root, folder.name)).catch(() => [] as string[]);
      for (const name of names) {
        // Gone since readdir (deleted by another node's sweep, or renamed into place): skip it.
        const info = await stat(path.join(this.root, folder.name, name)).catch(() => null);
        if (info?.isFile()) yield { key: name, modified: info.mtime };
      }
    }
  }
}
