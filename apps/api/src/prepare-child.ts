// Run by `prepareInChild` (db/prepare-in-child.ts) in a process of its own: migrates and seeds a new
// embedded database, then exits, taking the seed's memory with it. Logs pino JSON on stdout. A
// process's entry like server.ts, beside it: it wires the demo (above the modules) into db/.
import path from 'node:path';
import pino from 'pino';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { demoSeeder } from './demo/seeder.ts';
import { MediaService } from './media/media.service.ts';
import { S3Storage } from './media/s3-storage.ts';
import { LocalDiskStorage } from './media/storage.ts';

const config = JSON.parse(process.env.VITRINE_PREPARE_CONFIG ?? '{}') as Config;
const log = pino({ level: config.logLevel });
const storage = config.s3
  ? await S3Storage.open(config.s3)
  : new LocalDiskStorage(path.join(config.dataDir, 'media'));
const database = await openDatabase(config);
try {
  await prepareDatabase(database, demoSeeder(new MediaService(database.db, storage)), config, log);
} finally {
  await database.close();
}
