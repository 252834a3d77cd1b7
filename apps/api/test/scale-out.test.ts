import { randomBytes, randomInt } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { eventTopic, type Publication, userTopic } from '@vitrine/contract';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { events, tenants, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { imagePart, multipart } from './fixtures.ts';
import { createTestDatabase, demoTenant } from './helpers.ts';
import { connectStomp, type StompTestClient, subscribe } from './live-client.ts';
import { freePort, login, startNode } from './nodes.ts';
import { makeTempDir } from './template.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function watch(
  base: string,
  transport: 'ws' | 'sockjs',
  destination: string,
  token?: string,
): Promise<StompTestClient> {
  const client = await connectStomp(base, transport, {
    headers: { 'accept-language': 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    // SockJS over plain HTTP streaming: the transport nginx must route stickily in production.
    ...(transport === 'sockjs' ? { sockjsTransports: ['xhr-streaming'] } : {}),
  });
  cleanups.push(() => client.stop());
  await subscribe(client, destination);
  return client;
}

async function mediaBytes(base: string, url: string): Promise<Buffer> {
  const response = await fetch(base + url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  return Buffer.from(await response.arrayBuffer());
}

async function metric(base: string, name: string): Promise<number> {
  const response = await fetch(`${base}/api/metrics`);
  expect(response.status).toBe(200);
  const line = (await response.text()).split('\n').find((text) => text.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'two API nodes on PostgreSQL, Redis and S3',
  () => {
    it('carries a post with an image from one node through moderation on the other', async () => {
      const bucketDir = await makeTempDir('scale-out-s3');
      cleanups.push(() => rm(bucketDir, { recursive: true, force: true }));
      const s3 = new S3rver({
        port: await freePort(),
        address: '127.0.0.1',
        directory: bucketDir,
        silent: true,
        configureBuckets: [{ name: 'vitrine' }],
      });
      const { port } = await s3.run();
      cleanups.push(() => s3.close());

      const shared = await createTestDatabase();
      cleanups.push(shared.dispose);
      const db = shared.database.db;
      // Nodes of other test files share Redis's bus channels: ids of our own keep their
      // subscribers and ours apart, though every copy of the template counts from the same ids.
      await db.execute(sql`select setval(pg_get_serial_sequence('event', 'id'), ${randomInt(1e6, 1e9)})`);
      await db.execute(sql`select setval(pg_get_serial_sequence('app_user', 'id'), ${randomInt(1e6, 1e9)})`);
      const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
      const [event] = await db
        .insert(events)
        .values({
          tenantId: tenant!.id,
          title: 'Feira de dois nós',
          dateStart: '2026-12-01',
          dateEnd: '2026-12-02',
          timeStart: '09:00',
          timeEnd: '18:00',
        })
        .returning();
      const [author] = await db
        .insert(users)
        .values({
          tenantId: tenant!.id,
          email: `autora-${randomBytes(3).toString('hex')}@scale-out.test`,
          name: 'Autora',
          role: 'USER',
          confirmed: true,
          locale: 'en',
          passwordHash: await hashPassword('secret-password-1'),
        })
        .returning();

      const options = {
        databaseUrl: shared.location,
        jwtSecret: randomBytes(32).toString('hex'),
        env: {
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_BUCKET: 'vitrine',
          S3_ACCESS_KEY: 'S3RVER',
          S3_SECRET_KEY: 'S3RVER',
        },
      };
      const [nodeA, nodeB] = await Promise.all([startNode(cleanups, options), startNode(cleanups, options)]);
      // Each signs in on the node where they do not act: the shared JWT_SECRET makes tokens portable.
      const authorToken = await login(nodeB, author!.email, 'secret-password-1');
      const adminToken = await login(nodeA, 'produtor@vitrine.demo', 'vitrine-demo-2024');

      const authorOnA = await watch(nodeA, 'sockjs', userTopic(author!.id), authorToken);
      const authorOnB = await watch(nodeB, 'ws', userTopic(author!.id), authorToken);
      const eventOnA = await watch(nodeA, 'ws', eventTopic(event!.id));
      const eventOnB = await watch(nodeB, 'sockjs', eventTopic(event!.id));
      const receivedOnA = await metric(nodeA, 'vitrine_bus_received_total');

      // The author posts with an image on node A: it goes to S3, not to node A's disk.
      const body = multipart([await imagePart()]);
      const posted = await fetch(
        `${nodeA}/api/publication/event/${event!.id}?type=PUBLICATION&description=${encodeURIComponent('Dois nós')}`,
        {
          method: 'POST',
          headers: { ...demoTenant, ...body.headers, authorization: `Bearer ${authorToken}` },
          body: body.payload,
        },
      );
      expect(posted.status).toBe(201);
      const publication = (await posted.json()) as Publication;
      expect(publication.status).toBe('ANALYSIS');
      expect(publication.images).toHaveLength(1);
      const imageUrl = publication.images[0]!;

      // The producer approves on node B.
      const approved = await fetch(`${nodeB}/api/publication/approval/${publication.id}`, {
        method: 'PATCH',
        headers: { ...demoTenant, authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'APPROVED' }),
      });
      expect(approved.status).toBe(200);

      // Subscribers on both nodes hear it: B raised it, A got it over Redis.
      const [toAuthorA, toAuthorB, toEventA, toEventB] = await Promise.all(
        [authorOnA, authorOnB, eventOnA, eventOnB].map((client) => client.nextMessage(5_000)),
      );
      for (const message of [toAuthorA!, toAuthorB!]) {
        expect(JSON.parse(message.body)).toMatchObject({
          type: 'PUBLICATION_APPROVED',
          publicationId: publication.id,
          message: 'Your post was approved: “Dois nós”',
        });
      }
      for (const message of [toEventA!, toEventB!]) {
        expect(JSON.parse(message.body)).toMatchObject({
          type: 'PUBLICATION_PUBLISHED',
          publicationId: publication.id,
        });
      }
      expect(await metric(nodeA, 'vitrine_bus_received_total')).toBeGreaterThan(receivedOnA);

      // The image: the same bytes from either node, and the approved post in both nodes' feeds.
      const [fromA, fromB] = await Promise.all([mediaBytes(nodeA, imageUrl), mediaBytes(nodeB, imageUrl)]);
      expect(fromA.length).toBeGreaterThan(0);
      expect(fromB.equals(fromA)).toBe(true);
      for (const base of [nodeA, nodeB]) {
        const feed = await fetch(`${base}/api/publication/event/${event!.id}`, { headers: demoTenant });
        expect(feed.status).toBe(200);
        const page = (await feed.json()) as { content: Publication[] };
        expect(page.content.map((post) => [post.id, post.status])).toEqual([[publication.id, 'APPROVED']]);
      }
    }, 180_000);
  },
);
