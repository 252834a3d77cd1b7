import type { Db } from '../db/client.ts';

/** What every seeding step needs: the open transaction, the new tenant and event, and image storage. */
export interface SeedContext {
  tx: Db;
  tenantId: number;
  eventId: number;
  /** Stores a generated picture inside the transaction and returns its media_file id. */
  image(png: Promise<Buffer>): Promise<number>;
}
