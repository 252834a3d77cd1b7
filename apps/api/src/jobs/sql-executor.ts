import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** What pg-boss needs of a connection: one statement with `$n` parameters, or a script without. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs pg-boss's SQL on a drizzle database or transaction, so a job is written by the same
 * transaction as the change that causes it. Each `$n` becomes a drizzle parameter; a repeated
 * `$n` is sent once per occurrence, which PostgreSQL types the same way.
 */
export function drizzleExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) =>
          index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
        );
      const result = (await db.execute(sql.join(chunks))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
