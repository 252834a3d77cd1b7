import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { migrateJobSchema } from '../jobs/job-queue.ts';
import { hashPassword } from '../lib/password.ts';
import type { Database, Db } from './client.ts';
import { tenants, users } from './schema.ts';

export interface DemoSeedOptions {
  tenantSlug: string;
  admin: { email: string; password: string };
  hashPassword: (password: string) => Promise<string>;
}

/**
 * Fills an empty database with the demo, in one transaction. The demo drives the modules, which
 * sit above db/, so the caller passes it in (demo/seeder.ts; see docs/ARCHITECTURE.md, the pieces).
 */
export type SeedDemo = (db: Db, options: DemoSeedOptions) => Promise<{ eventId: number }>;

/**
 * Migrates, then fills an empty database: the demo (SEED_DEMO unset or true) or just the default
 * tenant and its producer (SEED_DEMO=false). Runs under the startup lock, so two nodes starting
 * together migrate and seed once; a database that has any tenant is never touched.
 */
export async function prepareDatabase(
  database: Database,
  seedDemo: SeedDemo,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  let seeded = false;
  await database.exclusive(async () => {
    await database.migrate();
    await migrateJobSchema(database);
    const [existing] = await database.db.select({ value: count() }).from(tenants);
    if ((existing?.value ?? 0) > 0) return;
    seeded = true;

    let password = config.seedAdmin.password;
    if (!password) {
      password = randomBytes(12).toString('base64url');
      log.warn(
        `seeded producer ${config.seedAdmin.email} with the one-time password ${password} — change it`,
      );
    }
    const admin = { email: config.seedAdmin.email, password };
    if (config.seedDemo === false) {
      await database.db.transaction(async (tx) => {
        const [tenant] = await tx
          .insert(tenants)
          .values({ slug: config.defaultTenant, name: config.defaultTenant })
          .returning();
        await tx.insert(users).values({
          tenantId: tenant!.id,
          email: admin.email,
          passwordHash: await hashPassword(admin.password),
          role: 'ADMIN',
          confirmed: true,
          name: 'Produtor',
        });
      });
      log.info(`created tenant "${config.defaultTenant}" with its producer ${admin.email}`);
      return;
    }
    const started = Date.now();
    const { eventId } = await seedDemo(database.db, {
      tenantSlug: config.defaultTenant,
      admin,
      hashPassword,
    });
    log.info(
      `seeded the demo tenant "${config.defaultTenant}" (event ${eventId}) in ${Date.now() - started} ms`,
    );
  });
  // The seed's images and rows are garbage now but, with little JS allocated afterwards, could
  // wait long for a full GC. `npm start` exposes gc (scripts/server-runtime.mjs); else a no-op.
  if (seeded) (globalThis as { gc?: () => void }).gc?.();
}
