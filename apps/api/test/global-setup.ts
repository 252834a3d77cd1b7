import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { demoSeeder } from '../src/demo/seeder.ts';
import { MediaService } from '../src/media/media.service.ts';
import { LocalDiskStorage } from '../src/media/storage.ts';
import { databaseUrlFor, makeTempDir, type TemplateInfo, withAdminClient } from './template.ts';

/**
 * Migrates and seeds one template per run; each test file then copies it (PGlite, ~0.2 s) or clones
 * it (PostgreSQL), instead of paying for a fresh database and seed every time.
 */
export default async function setup(project: TestProject) {
  const root = await makeTempDir('template');
  const mediaDir = path.join(root, 'media');
  const baseUrl = process.env.DATABASE_URL;
  const postgresDatabase = `vitrine_tpl_${randomBytes(4).toString('hex')}`;
  if (baseUrl) {
    await withAdminClient(baseUrl, (client) => client.query(`create database ${postgresDatabase}`));
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: root });
  const database = await openDatabase({
    databaseUrl: baseUrl ? databaseUrlFor(baseUrl, postgresDatabase) : undefined,
    dataDir: root,
    pgliteDir: path.join(root, 'pglite'),
  });
  try {
    await prepareDatabase(
      database,
      demoSeeder(new MediaService(database.db, new LocalDiskStorage(mediaDir))),
      config,
      pino({ level: 'warn' }),
    );
  } finally {
    await database.close();
  }
  const template: TemplateInfo = {
    kind: baseUrl ? 'postgres' : 'pglite',
    pgliteDir: path.join(root, 'pglite'),
    postgresDatabase,
    mediaDir,
  };
  project.provide('template', template);

  return async () => {
    if (baseUrl) {
      await withAdminClient(baseUrl, (client) =>
        client.query(`drop database if exists ${postgresDatabase} with (force)`),
      );
    }
    await rm(root, { recursive: true, force: true });
  };
}
