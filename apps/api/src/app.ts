import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { requestId } from './lib/request-id.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { MediaService } from './modules/media/media.service.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { LocalDiskStorage, type Storage } from './plugins/storage.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { webPlugin } from './plugins/web.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export interface AppParts {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  storage?: Storage;
  /** Options for Fastify's logger; false in tests. */
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    storage: Storage;
    media: MediaService;
  }
}

/**
 * Builds the whole API (and the web app it serves) without listening: opens, migrates and, on an
 * empty database, seeds. The caller owns `listen` and `close`; closing closes the database.
 */
export async function buildApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: parts.logger ?? { level: config.logLevel },
    bodyLimit: 1_048_576,
    genReqId: requestId,
    // genReqId reads the header itself, so a malformed one is replaced rather than trusted.
    requestIdHeader: false,
    trustProxy: true,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = parts.database ?? (await openDatabase(config));
  const ownsDatabase = !parts.database;
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  const storage = parts.storage ?? new LocalDiskStorage(path.join(config.dataDir, 'media'));
  const media = new MediaService(database.db, storage);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('media', media);

  try {
    await prepareDatabase(database, media, config, app.log);
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl, dev: config.env !== 'production' });
  await app.register(openapiPlugin, { version });
  await app.register(tenantPlugin, { db: database.db, defaultTenant: config.defaultTenant });

  await app.register(healthRoutes, { database });
  await app.register(appConfigRoutes, { config, version });
  await app.register(mediaRoutes, { storage });
  await app.register(eventsRoutes, { events: createEventsService(createEventsRepository(database.db)) });

  await app.register(webPlugin, { root: config.webDist });
  return app;
}
