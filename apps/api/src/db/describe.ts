import type { Config } from '../config.ts';

/** Where the data lives, for log lines: never prints a password. */
export function describeDatabaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${config.dataDir}/pglite`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
