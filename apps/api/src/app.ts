import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ChangeSeam } from './changes/change-seam.ts';
import { subscribeReadCache } from './changes/read-cache.subscriptions.ts';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
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
import { loadJwtSecret, loadVapidKeys } from './lib/secrets.ts';
import { MediaService } from './media/media.service.ts';
import { S3Storage } from './media/s3-storage.ts';
import { LocalDiskStorage, type Storage } from './media/storage.ts';
import { clearNodeUploads, nodeUploadsDir } from './media/uploads.ts';
import { agendaRoutes } from './modules/agenda/agenda.routes.ts';
import { agendaAdminRoutes } from './modules/agenda/agenda-admin.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { analyticsSummaryRoutes } from './modules/analytics/analytics-summary.routes.ts';
import { createAnalyticsSummaryService } from './modules/analytics/analytics-summary.service.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { eventAdminRoutes } from './modules/events/event-admin.routes.ts';
import { createEventAdminService } from './modules/events/event-admin.service.ts';
import { eventShowcaseRoutes } from './modules/events/event-showcase.routes.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { exhibitorAdminRoutes } from './modules/exhibitors/exhibitor-admin.routes.ts';
import { createExhibitorAdminService } from './modules/exhibitors/exhibitor-admin.service.ts';
import { exhibitorRevisionRoutes } from './modules/exhibitors/exhibitor-revisions.routes.ts';
import { createExhibitorRevisionsService } from './modules/exhibitors/exhibitor-revisions.service.ts';
import { exhibitorsRoutes } from './modules/exhibitors/exhibitors.routes.ts';
import { createExhibitorsService } from './modules/exhibitors/exhibitors.service.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { createFavoritesService } from './modules/favorites/favorites.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { apiKeyRoutes } from './modules/integrations/api-keys.routes.ts';
import { createApiKeys } from './modules/integrations/api-keys.service.ts';
import { createBadges } from './modules/leads/badges.ts';
import { checkinRoutes } from './modules/leads/checkin.routes.ts';
import { createCheckinService } from './modules/leads/checkin.service.ts';
import { subscribeLeadNotices } from './modules/leads/lead-notices.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { createLeadsService } from './modules/leads/leads.service.ts';
import { createOutgoingMail } from './modules/mail/outgoing-mail.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createMembersRepository } from './modules/members/members.repository.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { subscribeModerationHistory } from './modules/moderation/moderation-history.ts';
import { subscribeModerationNotices } from './modules/moderation/moderation-notices.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { oidcRoutes } from './modules/oidc/oidc.routes.ts';
import { participationRoutes } from './modules/participation/participation.routes.ts';
import { createParticipationService } from './modules/participation/participation.service.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { createPropertiesService } from './modules/properties/properties.service.ts';
import { propertyAdminRoutes, propertyRevisionRoutes } from './modules/properties/property-admin.routes.ts';
import { createPropertyRevisionsService } from './modules/properties/property-revisions.service.ts';
import { subscribePublicationNotices } from './modules/publications/publication-notices.ts';
import { publicationsRoutes } from './modules/publications/publications.routes.ts';
import { createPublicationsService } from './modules/publications/publications.service.ts';
import { createPushRepository } from './modules/push/push.repository.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushService } from './modules/push/push.service.ts';
import { definePushJobs } from './modules/push/push-jobs.ts';
import { subscribeReactionLive } from './modules/reactions/reaction-live.ts';
import { subscribeReactionNotices } from './modules/reactions/reaction-notices.ts';
import { reactionsRoutes } from './modules/reactions/reactions.routes.ts';
import { createReactionsService } from './modules/reactions/reactions.service.ts';
import { defineReminderJobs } from './modules/reminders/reminder-jobs.ts';
import { subscribeReminders } from './modules/reminders/reminder-subscriptions.ts';
import { speakerAdminRoutes } from './modules/speakers/speaker-admin.routes.ts';
import { speakersRoutes } from './modules/speakers/speakers.routes.ts';
import { createSpeakersService } from './modules/speakers/speakers.service.ts';
import { subscribeRevisionNotices } from './modules/stands/revision-notices.ts';
import { standTeamRoutes } from './modules/stands/stand-team.routes.ts';
import { createStandTeamService } from './modules/stands/stand-team.service.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { tenantSettingsRoutes } from './modules/tenants/tenant-settings.routes.ts';
import { createTenantSettingsService } from './modules/tenants/tenant-settings.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { subscribeWebhooks } from './modules/webhooks/webhook-subscriptions.ts';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createWebhooks } from './modules/webhooks/webhooks.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { type SharedPageReads, webPlugin } from './plugins/web.ts';
import { webEmbedPlugin } from './plugins/web-embed.ts';
import { type Bus, openBus } from './realtime/bus.ts';
import { livePlugin } from './realtime/stomp/live.plugin.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    storage: Storage;
    media: MediaService;
    bus: Bus;
    readCache: ReadCache;
    jobs: JobQueue;
    changes: ChangeSeam;
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
  await app.register(tenantPlugin, { db: database.db, defaultTenant: config.defaultTenant, keys: keyGrants });
  if (config.databaseUrl && !config.jwtSecret) {
    app.log.warn(
      'JWT_SECRET is unset: this node signs with its own key, so tokens will not work across nodes',
    );
  }
  const secret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new TokenService(database.db, secret, bus);
  app.addHook('onClose', async () => tokens.close());
  const limiter =
    parts.rateLimiter ??
    // Without Redis, in the database: a restart must not forgive a guesser (lib/database-rate-limiter.ts).
    (config.redisUrl
      ? new RedisRateLimiter(config.redisUrl, app.log)
      : new DatabaseRateLimiter(database.db, app.log));
  app.addHook('onClose', () => limiter.close());
  // An API key's calls are counted on every node in Redis; without it, per node in memory: the
  // limit sheds a runaway integration, it guards no secret, and a database row per call would cost
  // more than the call.
  const keyLimiter = parts.rateLimiter ?? (config.redisUrl ? limiter : new MemoryRateLimiter());
  if (keyLimiter !== limiter) app.addHook('onClose', () => keyLimiter.close());
  await app.register(authPlugin, { tokens, keyLimiter, touchKey: (keyId) => keyGrants.touch(keyId) });

  const jobs = new JobQueue(database, app.log, config.jobs);
  app.decorate('jobs', jobs);
  const mail = createOutgoingMail({
    jobs,
    transport:
      parts.mailer ??
      (config.smtpUrl
        ? new SmtpMailer(config.smtpUrl, config.mailFrom)
        : new OutboxMailer(path.join(config.dataDir, 'outbox'), app.log)),
    codeIsOpen: (codeId) => authCodes.isOpen(codeId),
    host: new URL(config.publicUrl).hostname,
  });
  const authCodes = createAuthRepository(database.db);
  app.decorate('readCache', new ReadCache(bus));
  answerCachedReadsEarly(app);
  privateByDefault(app);
  const users = createUsersRepository(database.db);
  const webhooks = createWebhooks({
    db: database.db,
    jobs,
    mail,
    log: app.log,
    publicUrl: config.publicUrl,
    allowPrivate: config.webhooks.allowPrivate,
    retryBaseMs: config.webhooks.retryBaseMs,
  });
  app.decorate('webhooks', webhooks);
  // The change seam (docs/adr/0008-change-seam.md): writes record changes; these react.
  const changes = new ChangeSeam(database.db, {
    invalidate: (tenantId) => app.readCache.invalidate(tenantId),
    publish: (envelope) => bus.publish('live.message', envelope),
    wake: (job) => jobs.wake(job),
  });
  app.decorate('changes', changes);
  subscribeWebhooks(changes, webhooks.events);
  subscribeReadCache(changes);
  // Uploads a previous run of this node was receiving when it died: no request can want them now.
  const uploadsDir = nodeUploadsDir(config.dataDir, config.nodeId);
  await clearNodeUploads(uploadsDir);

  await app.register(healthRoutes, { database });
  await app.register(appConfigRoutes, { config, version });
  await app.register(mediaRoutes, { media });
  await app.register(authRoutes, {
    auth: createAuthService({
      db: database.db,
      users,
      codes: authCodes,
      tokens,
      mail,
      limiter,
      codeSecret: secret,
      log: app.log,
      changes,
    }),
    googleEnabled: Boolean(config.oidcGoogle.clientId),
  });
  await app.register(oidcRoutes, { config, users, tokens, changes });
  await app.register(usersRoutes, {
    users: createUsersService({ db: database.db, users, mail, limiter, changes }),
  });
  await app.register(eventsRoutes, { events: createEventsService(createEventsRepository(database.db)) });
  await app.register(eventShowcaseRoutes, { db: database.db });
  await app.register(eventAdminRoutes, {
    eventAdmin: createEventAdminService({
      db: database.db,
      media,
      changes,
      events: createEventsService(createEventsRepository(database.db)),
      forgetTenant: () => app.tenants.forget(),
    }),
    tempDir: uploadsDir,
  });
  await app.register(exhibitorsRoutes, { db: database.db });
  await app.register(speakersRoutes, { db: database.db });
  await app.register(agendaRoutes, { db: database.db });
  await app.register(propertiesRoutes, { db: database.db });
  await app.register(speakerAdminRoutes, {
    db: database.db,
    tempDir: uploadsDir,
  });
  if (config.databaseUrl && !config.push.vapid) {
    app.log.warn(
      'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset: this node pushes with its own key, so browsers subscribed through another node will not get its pushes',
    );
  }
  const vapid = await loadVapidKeys(config.push.vapid, config.dataDir);
  const pushRepository = createPushRepository(database.db);
  const push = createPushService({
    repository: pushRepository,
    jobs: definePushJobs({
      jobs,
      repository: pushRepository,
      vapid,
      subject: config.push.subject,
      allowPrivate: config.push.allowPrivate,
      log: app.log,
    }),
    publicKey: vapid.publicKey,
    allowPrivate: config.push.allowPrivate,
    changes,
  });
  const notifications = createNotificationsService(database.db, bus, push);
  subscribeReminders(changes, defineReminderJobs({ database, jobs, notifications, changes }));
  subscribePublicationNotices(changes, notifications);
  subscribeModerationNotices(changes, notifications);
  subscribeReactionNotices(changes, notifications);
  subscribeReactionLive(changes, database.db);
  subscribeModerationHistory(changes);
  subscribeLeadNotices(changes, { notifications, mail, publicUrl: config.publicUrl });
  subscribeRevisionNotices(changes, { notifications, mail, publicUrl: config.publicUrl });
  await app.register(pushRoutes, { push });
  await app.register(notificationsRoutes, { notifications });
  await app.register(agendaAdminRoutes, { db: database.db, changes });
  await app.register(favoritesRoutes, { favorites: createFavoritesService(database.db, changes) });
  await app.register(standTeamRoutes, {
    team: createStandTeamService({
      db: database.db,
      users,
      tokens,
      mail,
      publicUrl: config.publicUrl,
      changes,
    }),
  });
  const revisionDeps = { db: database.db, media, changes };
  const revisions = createExhibitorRevisionsService(revisionDeps);
  await app.register(exhibitorAdminRoutes, {
    exhibitorAdmin: createExhibitorAdminService({
      db: database.db,
      media,
      changes,
      exhibitors: createExhibitorsService(database.db),
    }),
    revisions,
    tempDir: uploadsDir,
  });
  await app.register(exhibitorRevisionRoutes, { revisions });
  const propertyRevisions = createPropertyRevisionsService(revisionDeps);
  await app.register(propertyAdminRoutes, {
    db: database.db,
    media,
    revisions: propertyRevisions,
    tempDir: uploadsDir,
  });
  await app.register(propertyRevisionRoutes, { revisions: propertyRevisions });
  const badges = createBadges(database.db, secret);
  await app.register(checkinRoutes, {
    checkin: createCheckinService({
      db: database.db,
      badges,
      changes,
    }),
  });
  await app.register(leadsRoutes, {
    badges,
    leads: createLeadsService({
      db: database.db,
      badges,
      limiter,
      changes,
    }),
  });
  const calendar = createCalendarService({ db: database.db, secret, publicUrl: config.publicUrl, bus });
  app.addHook('onClose', async () => calendar.close());
  await app.register(calendarRoutes, { calendar });
  await app.register(participationRoutes, {
    participation: createParticipationService(database.db, changes),
  });
  await app.register(analyticsRoutes, { analytics: createAnalyticsService(database.db), limiter });
  await app.register(analyticsSummaryRoutes, { summary: createAnalyticsSummaryService(database.db) });
  await app.register(exportsRoutes, { db: database.db });
  await app.register(importsRoutes, { db: database.db, changes, tempDir: uploadsDir });
  await app.register(membersRoutes, {
    members: createMembersService({
      db: database.db,
      members: createMembersRepository(database.db),
      media,
      changes,
      tokens,
    }),
  });
  await app.register(supportRoutes, { support: createSupportService(database.db) });
  await app.register(apiKeyRoutes, { keys: createApiKeys({ db: database.db, grants: keyGrants }) });
  await app.register(webhookRoutes, { webhooks });
  await app.register(tenantSettingsRoutes, {
    settings: createTenantSettingsService(database.db, changes),
  });
  const reactions = createReactionsService({ db: database.db, limiter, changes });
  await app.register(reactionsRoutes, { reactions });
  const publications = createPublicationsService({
    db: database.db,
    media,
    limiter,
    uploadBytesPerHour: config.uploadBytesPerHour,
    changes,
    reactions,
  });
  await app.register(moderationRoutes, {
    moderation: createModerationService({
      db: database.db,
      changes,
    }),
    publications,
  });
  await app.register(publicationsRoutes, {
    publications,
    tempDir: uploadsDir,
    videoMaxBytes: config.videoMaxBytes,
  });
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

/** What the server-rendered shareable pages read (plugins/web.ts), from the modules that own it. */
function sharedPageReads(db: Db): SharedPageReads {
  const events = createEventsService(createEventsRepository(db));
  const speakers = createSpeakersService(db);
  const properties = createPropertiesService(db);
  const exhibitors = createExhibitorsService(db);
  return {
    event: (tenantId, id) => events.get(tenantId, id),
    speaker: (tenantId, id) => speakers.get(tenantId, id),
    property: (tenantId, id) => properties.get(tenantId, id),
    exhibitor: (tenantId, id) => exhibitors.get(tenantId, id),
  };
}
