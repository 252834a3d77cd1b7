import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { demoTenant } from './helpers.ts';
import { makeTempDir } from './template.ts';

/** Real API processes for the multi-node tests (live-nodes, scale-out). */

const root = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface NodeOptions {
  databaseUrl: string;
  jwtSecret: string;
  /** More environment (REDIS_URL, S3_*, …) over the test process's own. */
  env?: Record<string, string>;
}

/**
 * A real API process (`node --import tsx src/server.ts`) on the given database, listening on a
 * free port; resolves with its base URL once `/api/ready` answers. Its stop (SIGTERM, then SIGKILL
 * after 5 s, and the removal of its data folder) goes into `cleanups` before it is even started.
 */
export async function startNode(cleanups: (() => Promise<unknown>)[], options: NodeOptions): Promise<string> {
  const dataDir = await makeTempDir('live-node');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.jwtSecret,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the node exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return base;
    if (Date.now() > deadline) throw new Error('the node was not ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs in on a running node as the demo tenant's account; its token. */
export async function login(base: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...demoTenant, 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
