import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ChangeSeam } from './changes/change-seam.ts';
import { readCacheSubscriptions } from './changes/read-cache.subscriptions.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { isNewEmbeddedDatabase, prepareInChild } from './db/prepare-in-child.ts';
import { demoSeeder } from './demo/seeder.ts';
import { createKeyGrants } from './identity/api-keys.ts';
import { TokenService } from './identity/token.service.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { DatabaseRateLimiter } from './lib/database-rate-limiter.ts';
import { answerCachedReadsEarly } from './lib/early-reads.ts';
import { privateByDefault } from './lib/http-cache.ts';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './lib/rate-limit.ts';
import { ReadCache } from './lib/read-cache.ts';
import { requestId } from './lib/request-id.ts';
import { logRequests } from './lib/request-logging.ts';
import { loadJwtSecret } from './lib/secrets.ts';
import { MediaService } from './media/media.service.ts';
import { S3Storage } from './media/s3-storage.ts';
import { LocalDiskStorage, type Storage } from './media/storage.ts';
import { clearNodeUploads, nodeUploadsDir } from './media/uploads.ts';
import { agendaModule } from './modules/agenda/index.ts';
import { analyticsModule } from './modules/analytics/index.ts';
import { appConfigModule } from './modules/app-config/index.ts';
import { authCodesProvider, authModule } from './modules/auth/index.ts';
import { calendarModule } from './modules/calendar/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { exhibitorsModule } from './modules/exhibitors/index.ts';
import { exportsModule } from './modules/exports/index.ts';
import { favoritesModule } from './modules/favorites/index.ts';
import { healthModule } from './modules/health/index.ts';
import { importsModule } from './modules/imports/index.ts';
import { integrationsModule } from './modules/integrations/index.ts';
import { leadsModule } from './modules/leads/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { membersModule } from './modules/members/index.ts';
import { moderationModule, moderationNotices } from './modules/moderation/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { oidcModule } from './modules/oidc/index.ts';
import { participationModule } from './modules/participation/index.ts';
import { propertiesModule } from './modules/properties/index.ts';
import { publicationsModule } from './modules/publications/index.ts';
import { pushModule } from './modules/push/index.ts';
import { reactionsModule } from './modules/reactions/index.ts';
import { remindersModule } from './modules/reminders/index.ts';
import { speakersModule } from './modules/speakers/index.ts';
import { standsModule } from './modules/stands/index.ts';
import { supportModule } from './modules/support/index.ts';
import { tenantsModule } from './modules/tenants/index.ts';
import { usersModule } from './modules/users/index.ts';
import { webhooksModule } from './modules/webhooks/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { webPlugin } from './plugins/web.ts';
import { webEmbedPlugin } from './plugins/web-embed.ts';
import { type Bus, openBus } from './realtime/bus.ts';
import { livePlugin } from './realtime/stomp/live.plugin.ts';
import { sharedPageReads } from './shared-page-reads.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Believes the `hops` nearest proxies: hop 0 is the connection's peer. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface AppParts {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  storage?: Storage;
  /** Options for Fastify's logger; false in tests. */
  logger?: boolean | object;
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
  bus?: Bus;
}

/**
 * The API's modules, each one plugin from its folder's index.ts, registered in this order. The
 * order is what Fastify checks (a module providing something, such as `mail`, comes before the
 * modules naming it in their `dependencies`) and the order in which each change's subscribers run
 * (ADR 0008; apps/api/test/change-subscriptions.test.ts holds it per change).
 */
const modules = [
  healthModule,
  appConfigModule,
  mediaModule,
  // Providers: outgoing mail asks the auth codes whether a code is still open; users and webhooks mail.
  authCodesProvider,
  mailModule,
  usersModule,
  // The webhook outbox hears a change first, then the read cache, then the notices below.
  webhooksModule,
  readCacheSubscriptions,
  authModule,
  oidcModule,
  eventsModule,
  exhibitorsModule,
  speakersModule,
  agendaModule,
  propertiesModule,
  // Notifications push; the reminders and notices below notify.
  pushModule,
  notificationsModule,
  remindersModule,
  // `publication.moderated`: the author's notice, the live counts, then the moderation history.
  moderationNotices,
  reactionsModule,
  publicationsModule,
  moderationModule,
  favoritesModule,
  standsModule,
  leadsModule,
  calendarModule,
  participationModule,
  analyticsModule,
  exportsModule,
  importsModule,
  membersModule,
  supportModule,
  integrationsModule,
  tenantsModule,
];

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
    // X-Forwarded-For counts only from the proxies TRUST_PROXY names (none when unset): trusting
    // any loopback or private peer let a client behind one rotate its address past the per-IP limits.
    // A hop count as Fastify applies it at run time (its types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // One line per request, at debug unless failed or slow (lib/request-logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Router and HTTP parser refusals in the `{ code, message, args }` shape, echoing nothing.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First hook of all, so every reply (errors included) carries it; a plain callback, as it is per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  logRequests(app);
  // Early, so its hooks time and count every routed request, cached reads answered in a hook too.
  await app.register(metricsPlugin, { token: config.metricsToken, version });
  app.decorate('config', config);
  app.decorate('apiVersion', version);

  // Before the database, so an unreachable bucket fails the start with nothing to clean up.
  const storage =
    parts.storage ??
    (config.s3 ? await S3Storage.open(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'media')));
  // A new embedded database is created and seeded by a child process (prepare-in-child.ts).
  if (!parts.database && !parts.storage && isNewEmbeddedDatabase(config))
    await prepareInChild(config, app.log);
  const database = parts.database ?? (await openDatabase(config));
  const ownsDatabase = !parts.database;
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  const media = new MediaService(database.db, storage);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('media', media);

  try {
    await prepareDatabase(database, demoSeeder(media), config, app.log);
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl, dev: config.env !== 'production' });
  await app.register(openapiPlugin, { version });
  const bus = parts.bus ?? (await openBus(config.redisUrl, app.log));
  app.addHook('onClose', () => bus.close());
  app.decorate('bus', bus);
  const keyGrants = createKeyGrants({ db: database.db, bus });
  app.addHook('onClose', async () => keyGrants.close());
  app.decorate('keyGrants', keyGrants);
  await app.register(tenantPlugin, { db: database.db, defaultTenant: config.defaultTenant, keys: keyGrants });
  if (config.databaseUrl && !config.jwtSecret) {
    app.log.warn(
      'JWT_SECRET is unset: this node signs with its own key, so tokens will not work across nodes',
    );
  }
  const secret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  app.decorate('secret', secret);
  const tokens = new TokenService(database.db, secret, bus);
  app.addHook('onClose', async () => tokens.close());
  const limiter =
    parts.rateLimiter ??
    // Without Redis, in the database: a restart must not forgive a guesser (lib/database-rate-limiter.ts).
    (config.redisUrl
      ? new RedisRateLimiter(config.redisUrl, app.log)
      : new DatabaseRateLimiter(database.db, app.log));
  app.addHook('onClose', () => limiter.close());
  app.decorate('limiter', limiter);
  // An API key's calls are counted on every node in Redis; without it, per node in memory: the
  // limit sheds a runaway integration, it guards no secret, and a database row per call would cost
  // more than the call.
  const keyLimiter = parts.rateLimiter ?? (config.redisUrl ? limiter : new MemoryRateLimiter());
  if (keyLimiter !== limiter) app.addHook('onClose', () => keyLimiter.close());
  await app.register(authPlugin, { tokens, keyLimiter, touchKey: (keyId) => keyGrants.touch(keyId) });

  const jobs = new JobQueue(database, app.log, config.jobs);
  app.decorate('jobs', jobs);
  app.decorate(
    'mailTransport',
    parts.mailer ??
      (config.smtpUrl
        ? new SmtpMailer(config.smtpUrl, config.mailFrom)
        : new OutboxMailer(path.join(config.dataDir, 'outbox'), app.log)),
  );
  app.decorate('readCache', new ReadCache(bus));
  answerCachedReadsEarly(app);
  privateByDefault(app);
  // The change seam (docs/adr/0008-change-seam.md): writes record changes; subscribers react.
  app.decorate(
    'changes',
    new ChangeSeam(database.db, {
      invalidate: (tenantId) => app.readCache.invalidate(tenantId),
      publish: (envelope) => bus.publish('live.message', envelope),
      wake: (job) => jobs.wake(job),
    }),
  );
  // Uploads a previous run of this node was receiving when it died: no request can want them now.
  const uploadsDir = nodeUploadsDir(config.dataDir, config.nodeId);
  await clearNodeUploads(uploadsDir);
  app.decorate('uploadsDir', uploadsDir);

  for (const module of modules) await app.register(module);
  await app.register(livePlugin, { tokens, recheckMs: config.liveRecheckMs });

  // Workers start once every kind of job is defined, and stop before the database closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());

  await app.register(webPlugin, {
    root: config.webDist,
    defaultTenant: config.defaultTenant,
    defaultEventId: config.defaultEventId,
    publicUrl: config.publicUrl,
    pages: sharedPageReads(database.db),
  });
  await app.register(webEmbedPlugin, { root: config.webDist, defaultTenant: config.defaultTenant });
  return app;
}
