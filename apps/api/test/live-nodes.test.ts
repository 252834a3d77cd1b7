import { randomBytes } from 'node:crypto';
import { eventTopic, userTopic } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createTestDatabase, demoTenant } from './helpers.ts';
import { connectStomp, subscribe } from './live-client.ts';
import { login, startNode } from './nodes.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

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
        startNode(cleanups, { databaseUrl: shared.location, jwtSecret: secret }),
        startNode(cleanups, { databaseUrl: shared.location, jwtSecret: secret }),
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
