import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the migrated and seeded template lives for one test run (provided by the global setup). */
export interface TemplateInfo {
  /** PGlite: a folder to copy; PostgreSQL: a database to clone with CREATE DATABASE … TEMPLATE. */
  kind: 'pglite' | 'postgres';
  pgliteDir: string;
  postgresDatabase: string;
  /** Media files the seed wrote, shared read-only by every test file. */
  mediaDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateInfo;
  }
}

export const makeTempDir = (prefix: string) => mkdtemp(path.join(tmpdir(), `vitrine-${prefix}-`));

/** The same server as DATABASE_URL, another database. */
export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
