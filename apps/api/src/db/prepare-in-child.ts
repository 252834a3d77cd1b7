import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

const levels: Record<number, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** True for the embedded database on its first start: a folder PGlite has not created yet. */
export function isNewEmbeddedDatabase(config: Config): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Creates, migrates and seeds a new embedded database in a short-lived child process. Seeding
 * decodes and encodes dozens of images (sharp, libvips) and builds the demo in memory; in the
 * server's own process that left ~15 MB more resident for good (glibc and PGlite's WASM heap keep
 * what they grew), against the 300 MB memory budget. The child's log lines are the server's.
 */
export async function prepareInChild(config: Config, log: FastifyBaseLogger): Promise<void> {
  const script = fileURLToPath(new URL('../prepare-child.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, VITRINE_PREPARE_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const { level, msg, ...rest } = JSON.parse(line) as { level: number; msg: string };
      const { pid: _pid, hostname: _hostname, time: _time, ...fields } = rest as Record<string, unknown>;
      log[levels[level] ?? 'info'](fields, msg);
    } catch {
      log.info(line);
    }
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(`preparing the database failed: ${stderr.trim().split('\n').slice(-5).join(' ')}`);
}
