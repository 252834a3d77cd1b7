import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eventTopic, userTopic } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createTestDatabase, demoTenant } from './helpers.ts';
import { connectStomp, subscribe } from './live-client.ts';
import { makeTempDir } from './template.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real API process (`node --import tsx src/server.ts`) on the shared database and Redis. */
async function startNode(databaseUrl: string, jwtSecret: string): Promise<string> {
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
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
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

async function login(base: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...demoTenant, 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'two API nodes sharing PostgreSQL and Redis',
  () => {
    it('delivers what one node raises to clients connected to the other', async () => {
      const shared = await createTestDatabase();
      cleanups.push(shared.dispose);
      const db = shared.database.db;
      const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
      const eventId = tenant!.defaultEventId!;
      const [author] = await db
        .insert(users)
        .values({
          tenantId: tenant!.id,
          email: `autora-${randomBytes(3).toString('hex')}@nodes.test`,
          name: 'Autora',
          role: 'USER',
          confirmed: true,
          locale: 'en',
          passwordHash: await hashPassword('secret-password-1'),
        })
        .returning();

      const secret = randomBytes(32).toString('hex');
      const [nodeA, nodeB] = await Promise.all([
        startNode(shared.location, secret),
        startNode(shared.location, secret),
      ]);
      const adminToken = await login(nodeA, 'produtor@vitrine.demo', 'vitrine-demo-2024');
      const authorToken = await login(nodeB, author!.email!, 'secret-password-1');

      // The author watches on node B: her own topic over SockJS, the event over raw WebSocket.
      const own = await connectStomp(nodeB, 'sockjs', {
        headers: { Authorization: `Bearer ${authorToken}`, 'accept-language': 'en' },
      });
      cleanups.push(() => own.stop());
      await subscribe(own, userTopic(author!.id));
      const watcher = await connectStomp(nodeB, 'ws');
      cleanups.push(() => watcher.stop());
      await subscribe(watcher, eventTopic(eventId));

      const posted = await fetch(
        `${nodeB}/api/publication/event/${eventId}?type=PUBLICATION&description=${encodeURIComponent('Do nó B')}`,
        { method: 'POST', headers: { ...demoTenant, authorization: `Bearer ${authorToken}` } },
      );
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: number };

      const approved = await fetch(`${nodeA}/api/publication/approval/${id}`, {
        method: 'PATCH',
        headers: { ...demoTenant, authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'APPROVED' }),
      });
      expect(approved.status).toBe(200);

      const [toAuthor, toWatcher] = await Promise.all([own.nextMessage(3_000), watcher.nextMessage(3_000)]);
      expect(JSON.parse(toAuthor.body)).toMatchObject({
        type: 'PUBLICATION_APPROVED',
        publicationId: id,
        message: 'Your post was approved: “Do nó B”',
      });
      expect(JSON.parse(toWatcher.body)).toMatchObject({ type: 'PUBLICATION_PUBLISHED', publicationId: id });
    });
  },
);
