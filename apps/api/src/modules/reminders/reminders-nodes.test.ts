import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNode, buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertSession, insertTodayEvent, noonZone } from '../../../test/sessions.ts';
import { notifications, sessionReminders, tenants, users } from '../../db/schema.ts';
import { jobSchema } from '../../jobs/job-queue.ts';
import { reminderJob } from './reminder-jobs.ts';

const env = { JOB_POLL_INTERVAL: '0.5', JOB_RETRY_DELAY: '1' };
const starrers = 40;
let test: TestApp;
const nodes: FastifyInstance[] = [];

beforeAll(async () => {
  test = await buildTestApp(env);
});
afterAll(async () => {
  for (const node of nodes) await node.close().catch(() => {});
  await test?.close();
});

async function until(done: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('reminders across restarts and nodes', () => {
  it('sends the reminders that fell due while no node ran, each once, when two nodes start', async () => {
    const { db } = test.database;
    const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const timeZone = noonZone();
    const eventId = await insertTodayEvent(db, demo!.id, 'Feira dos Nós', timeZone);
    // Due in half an hour: nothing goes out while the first node runs.
    const { id } = await insertSession(
      db,
      { tenantId: demo!.id, eventId, timeZone },
      'Rodada de negócios',
      40,
    );
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: starrers }, (_, n) => ({
          tenantId: demo!.id,
          email: `no.${n}@nodes.test`,
          name: `Pessoa ${n}`,
          role: 'USER' as const,
          confirmed: true,
        })),
      )
      .returning();
    const { tokens } = test.app;
    for (const person of people) {
      const token = await tokens.issue({ ...person, image: null }, 'demo');
      const starred = await test.app.inject({
        method: 'PUT',
        url: `/api/favorite/agenda/${id}`,
        headers: { 'x-tenant': 'demo', authorization: `Bearer ${token}` },
      });
      expect(starred.statusCode).toBe(204);
    }

    // The node stops; half an hour passes (the jobs' due time is moved to now).
    await test.app.close();
    const moved = await test.database.executeSql(
      `update ${jobSchema}.job set start_after = now()
       where name = $1 and state = 'created' and (data->>'itemId')::int = $2 returning id`,
      [reminderJob, id],
    );
    expect(moved.rows).toHaveLength(starrers);
    const sent = async () =>
      (
        await db
          .select({ value: count() })
          .from(notifications)
          .where(eq(notifications.type, 'SESSION_STARTING'))
      )[0]!.value;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await sent()).toBe(0);

    // Two nodes start on the same database (on PostgreSQL, each with its own connections).
    for (let n = 0; n < 2; n++) nodes.push(await buildNode(test, env));
    await Promise.all(nodes.map((node) => node.ready()));
    await until(async () => (await sent()) === starrers);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const perUser = await db
      .select({ userId: notifications.userId, value: count() })
      .from(notifications)
      .where(eq(notifications.type, 'SESSION_STARTING'))
      .groupBy(notifications.userId);
    expect(perUser).toHaveLength(starrers);
    expect(perUser.every((row) => row.value === 1)).toBe(true);
    expect(
      await db.select().from(sessionReminders).where(eq(sessionReminders.agendaItemId, id)),
    ).toHaveLength(starrers);
    const states = await test.database.executeSql(
      `select state, count(*)::int as count from ${jobSchema}.job
       where name = $1 and (data->>'itemId')::int = $2 group by state`,
      [reminderJob, id],
    );
    expect(states.rows).toEqual([{ state: 'completed', count: starrers }]);
    // Said in each reader's language, with the minutes left when it went out.
    const [note] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'SESSION_STARTING'))
      .limit(1);
    expect(note!.args).toMatchObject({ session: 'Rodada de negócios', event: 'Feira dos Nós' });
  });
});
