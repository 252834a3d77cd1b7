import { and, inArray, is, lt, notExists, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { mediaFiles } from '../db/schema.ts';
import { storageKeysOf } from './media.service.ts';
import { partialSuffix, type Storage } from './storage.ts';
import { sweepUploads } from './uploads.ts';

/**
 * Media are stored before the row that records them commits (encoding is slow, and is kept out of
 * transactions), so a node that dies in between leaves stored files, or a `media_file` row, that
 * nothing will ever show. This sweep removes them. It touches only what is older than `minAgeMs`:
 * a younger file may belong to a request that is about to commit, on this node or another.
 */
export interface OrphanSweepOptions {
  db: Db;
  storage: Storage;
  /** Every node's folder of uploads being received (DATA_DIR/tmp/uploads): stale files go too. */
  uploadsRoot: string;
  /** This node's own folder there, kept even when empty. */
  ownUploads?: string;
  minAgeMs: number;
  log: FastifyBaseLogger;
}

export interface SweepResult {
  /** `media_file` rows no row refers to. */
  rows: number;
  /** Storage objects no `media_file` row accounts for (interrupted writes included). */
  objects: number;
}

/** Stored names of media (see media.service): `<key>-<width>.webp` per image width, `<key>.<ext>` per video. */
const imageVariant = /^([A-Za-z0-9_-]{16,64})-\d{2,5}\.webp$/;
const video = /^[A-Za-z0-9_-]{16,64}\.(mp4|webm|ogg)$/;
const batchSize = 500;

/** Every column that refers to a media file, read from the schema so a new one is never missed. */
const mediaReferences: { table: PgTable; column: PgColumn }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((key) => key.reference())
      .filter((reference) => reference.foreignTable === mediaFiles)
      .map((reference) => ({ table, column: reference.columns[0]! })),
  );

/** One pass: unreferenced rows (and their files) first, then files without a row. */
export async function sweepOrphans(options: OrphanSweepOptions): Promise<SweepResult> {
  const cutoff = new Date(Date.now() - options.minAgeMs);
  const rows = await sweepRows(options.db, options.storage, cutoff);
  const objects = await sweepObjects(options.db, options.storage, cutoff);
  await sweepUploads(options.uploadsRoot, options.minAgeMs, options.ownUploads);
  return { rows, objects };
}

async function sweepRows(db: Db, storage: Storage, cutoff: Date): Promise<number> {
  const unreferenced = mediaReferences.map(({ table, column }) =>
    notExists(db.select({ one: sql`1` }).from(table).where(sql`${column} = ${mediaFiles.id}`)),
  );
  // Rows this old are past any request that could still be linking them (see OrphanSweepOptions).
  const removed = await db
    .delete(mediaFiles)
    .where(and(lt(mediaFiles.createdAt, cutoff), ...unreferenced))
    .returning();
  // Best effort: a file left here has no row any more, so the object pass takes it next time.
  await Promise.allSettled(removed.flatMap(storageKeysOf).map((key) => storage.delete(key)));
  return removed.length;
}

async function sweepObjects(db: Db, storage: Storage, cutoff: Date): Promise<number> {
  let removed = 0;
  let batch: { key: string; mediaKey: string }[] = [];
  const flush = async () => {
    const wanted = [...new Set(batch.map((entry) => entry.mediaKey))];
    const known = new Set(
      wanted.length === 0
        ? []
        : (
            await db.select({ key: mediaFiles.key }).from(mediaFiles).where(inArray(mediaFiles.key, wanted))
          ).map((row) => row.key),
    );
    for (const entry of batch) {
      if (known.has(entry.mediaKey)) continue;
      await storage.delete(entry.key);
      removed += 1;
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.modified >= cutoff) continue;
    if (partialSuffix.test(object.key)) {
      // An interrupted write: the file it was meant to become was written again or never recorded.
      if (mediaKeyOf(object.key.replace(partialSuffix, ''))) {
        await storage.delete(object.key);
        removed += 1;
      }
      continue;
    }
    const mediaKey = mediaKeyOf(object.key);
    // Anything else in the bucket is not ours to judge.
    if (!mediaKey) continue;
    batch.push({ key: object.key, mediaKey });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return removed;
}

/** The `media_file.key` a stored name belongs to, or null for a name media never use. */
export function mediaKeyOf(name: string): string | null {
  const variant = imageVariant.exec(name);
  if (variant) return variant[1]!;
  return video.test(name) ? name : null;
}

export interface OrphanSweeper {
  /** Resolves when a pass in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Sweeps now and then every `intervalMs` (0: only now), never two passes at once on this node.
 * Several nodes may sweep together: each deletion is idempotent, and the age rule keeps every
 * one of them off what a live request still needs.
 */
export function startOrphanSweep(options: OrphanSweepOptions & { intervalMs: number }): OrphanSweeper {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = sweepOrphans(options)
      .then(
        (result) => {
          if (result.rows + result.objects > 0) options.log.info(result, 'orphan media swept');
        },
        // The database or the bucket may be away for a while; the next pass tries again.
        (error: unknown) => options.log.warn({ err: error }, 'orphan media sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = options.intervalMs > 0 ? setInterval(pass, options.intervalMs).unref() : undefined;
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
