import type { TenantSettings } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type TenantRow = typeof tenants.$inferSelect;
/** As stored: the report threshold and the embed origins (null: this app only) are always there. */
type StoredSettings = TenantSettings & { reportThreshold: number; embedOrigins: string[] | null };

const present = (row: TenantRow): StoredSettings => ({
  name: row.name,
  supportEmail: row.supportEmail,
  supportPhone: row.supportPhone,
  androidAppUrl: row.androidAppUrl,
  reportThreshold: row.reportThreshold,
  embedOrigins: row.embedOrigins,
});

/** What `GET /api/config` tells the tenant's visitors, as its producers edit it. */
export function createTenantSettingsService(db: Db, changes: ChangeSeam) {
  return {
    async get(tenantId: number): Promise<StoredSettings> {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
      if (!row) throw new AppError(404, 'TENANT_NOT_FOUND', [tenantId]);
      return present(row);
    },

    async update(tenantId: number, settings: TenantSettings): Promise<StoredSettings> {
      return changes.transaction(async (tx) => {
        const row = await updateRow(tx, tenantId, settings);
        if (!row) throw new AppError(404, 'TENANT_NOT_FOUND', [tenantId]);
        await tx.record('tenant.changed', tenantId, {});
        return present(row);
      });
    },
  };
}
export type TenantSettingsService = ReturnType<typeof createTenantSettingsService>;

async function updateRow(db: Db, tenantId: number, settings: TenantSettings) {
  const [row] = await db
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
  return row;
}
