import type { ChangeSeam } from './changes/change-seam.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { KeyGrants } from './identity/api-keys.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { MediaService } from './media/media.service.ts';
import type { Storage } from './media/storage.ts';
import type { AuthRepository } from './modules/auth/auth.repository.ts';
import type { OutgoingMail } from './modules/mail/outgoing-mail.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { PublicationsService } from './modules/publications/publications.service.ts';
import type { PushService } from './modules/push/push.service.ts';
import type { ReactionsService } from './modules/reactions/reactions.service.ts';
import type { UsersRepository } from './modules/users/users.repository.ts';
import type { Mailer } from './plugins/mail.ts';
import type { Bus } from './realtime/bus.ts';

/**
 * What a module finds on the Fastify instance. `app.ts` decorates the infrastructure once, before
 * any module registers; the second group is decorated by the module named beside it, a plugin
 * with that `name` which the modules using it list in their `dependencies`, so Fastify refuses to
 * start when the order in `app.ts`'s `modules` is wrong. Infrastructure plugins type their own
 * (`tokens` and `tenants` in plugins/, `live`); `webhooks` is typed in modules/webhooks/webhooks.ts.
 */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The API's version, from its package.json (`version` is Fastify's own). */
    apiVersion: string;
    database: Database;
    storage: Storage;
    media: MediaService;
    bus: Bus;
    readCache: ReadCache;
    jobs: JobQueue;
    /** The change seam (ADR 0008): writes record changes, subscribers react. */
    changes: ChangeSeam;
    /** The limiter of people's guesses and writes, shared by every node (lib/database-rate-limiter.ts). */
    limiter: RateLimiter;
    /** The key tokens, verification codes, badges and calendar links are signed with. */
    secret: Uint8Array;
    /** How mail leaves this node (SMTP, or the outbox folder); modules send through `mail`. */
    mailTransport: Mailer;
    /** API keys as the tenant and auth plugins check them (ADR 0007). */
    keyGrants: KeyGrants;
    /** This node's folder for uploads being received (media/uploads.ts). */
    uploadsDir: string;

    /** Provided by `auth-codes` (modules/auth). */
    authCodes: AuthRepository;
    /** Provided by `mail` (modules/mail). */
    mail: OutgoingMail;
    /** Provided by `users` (modules/users). */
    users: UsersRepository;
    /** Provided by `push` (modules/push). */
    push: PushService;
    /** Provided by `notifications` (modules/notifications). */
    notifications: NotificationsService;
    /** Provided by `reactions` (modules/reactions). */
    reactions: ReactionsService;
    /** Provided by `publications` (modules/publications). */
    publications: PublicationsService;
  }
}
