import type { TenantSettings } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TenantRow, tenantSettingsRepository } from './tenants.repository.ts';

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
      const row = await tenantSettingsRepository.byId(db, tenantId);
      if (!row) throw new AppError(404, 'TENANT_NOT_FOUND', [tenantId]);
      return present(row);
    },

    async update(tenantId: number, settings: TenantSettings): Promise<StoredSettings> {
      return changes.transaction(async (tx) => {
        const row = await tenantSettingsRepository.update(tx, tenantId, settings);
        if (!row) throw new AppError(404, 'TENANT_NOT_FOUND', [tenantId]);
        await tx.record('tenant.changed', tenantId, {});
        return present(row);
      });
    },
  };
}
export type TenantSettingsService = ReturnType<typeof createTenantSettingsService>;
