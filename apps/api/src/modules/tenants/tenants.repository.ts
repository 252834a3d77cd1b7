import type { TenantSettings } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';

export type TenantRow = typeof tenants.$inferSelect;

/** The SQL of a tenant's own settings: its row, found by its id. */
export const tenantSettingsRepository = {
  async byId(db: Db, tenantId: number): Promise<TenantRow | null> {
    const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
    return row ?? null;
  },

  /** Writes the settings; the report threshold and embed origins only when given. */
  async update(tx: Db, tenantId: number, settings: TenantSettings): Promise<TenantRow | null> {
    const [row] = await tx
      .update(tenants)
      .set({
        name: settings.name,
        supportEmail: settings.supportEmail,
        supportPhone: settings.supportPhone,
        androidAppUrl: settings.androidAppUrl,
        ...(settings.reportThreshold !== undefined && { reportThreshold: settings.reportThreshold }),
        ...(settings.embedOrigins !== undefined && {
          embedOrigins: settings.embedOrigins && [...new Set(settings.embedOrigins)],
        }),
      })
      .where(eq(tenants.id, tenantId))
      .returning();
    return row ?? null;
  },
};
