import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup, until } from '../../../test/fixtures.ts';
import { type PushPeer, startPushPeer } from '../../../test/push-peer.ts';
import { insertSession, insertTodayEvent, noonZone, wallClock } from '../../../test/sessions.ts';
import { notifications, participations, sessionReminders } from '../../db/schema.ts';
import { jobSchema } from '../../jobs/job-queue.ts';
import { reminderJob } from './reminder-jobs.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let peer: PushPeer;
let eventId: number;
/** A fixed-offset zone in which it is about noon now, so every session of a test fits in today. */
let timeZone: string;

beforeAll(async () => {
  peer = await startPushPeer();
  ctx = await setup(65_536, { PUSH_ALLOW_PRIVATE: 'true', JOB_POLL_INTERVAL: '0.5', JOB_RETRY_DELAY: '1' });
  timeZone = noonZone();
  eventId = await insertTodayEvent(ctx.db, ctx.tenantId, 'Feira dos Lembretes', timeZone);
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
  await peer?.close();
});

const wall = (instant: Date) => wallClock(instant, timeZone);
const session = (theme: string, minutes: number, stage?: string | null) =>
  insertSession(ctx.db, { tenantId: ctx.tenantId, eventId, timeZone }, theme, minutes, stage);

const inject = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  ctx.test.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

const star = async (token: string, itemId: number) =>
  expect((await inject('PUT', `favorite/agenda/${itemId}`, token)).statusCode).toBe(204);

const notesOf = (userId: number, type?: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined));

const remindersOf = (itemId: number) =>
  ctx.db
    .execute(
      sql.raw(
        `select state, start_after as "startAfter", data from ${jobSchema}.job
         where name = '${reminderJob}' and (data->>'itemId')::int = ${itemId} order by created_on`,
      ),
    )
    .then(
      (result) =>
        (result as unknown as { rows: { state: string; startAfter: Date; data: { userId: number } }[] }).rows,
    );

const dateText = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe('session reminders', () => {
  it('plans a reminder when a session is starred, due its lead time before the start', async () => {
    const { id, start } = await session('Abertura oficial', 40);
    await star(ctx.actors.other, id);
    const [job] = await remindersOf(id);
    expect(job).toMatchObject({ state: 'created', data: { userId: ctx.actors.ids.other, minutes: 10 } });
    // bruno never chose: the default is 10 minutes before.
    expect(new Date(job!.startAfter).getTime()).toBe(start.getTime() - 10 * 60_000);

    // A new lead time plans it again; the old job finds the choice changed and sends nothing.
    expect(
      (
        await inject('PUT', 'push/preferences', ctx.actors.other, {
          sessionReminders: true,
          minutesBefore: 30,
          announcements: false,
          myPosts: true,
        })
      ).statusCode,
    ).toBe(200);
    const jobs = await remindersOf(id);
    expect(jobs).toHaveLength(2);
    expect(new Date(jobs[1]!.startAfter).getTime()).toBe(start.getTime() - 30 * 60_000);

    // Taking the star off cancels what waits.
    expect((await inject('DELETE', `favorite/agenda/${id}`, ctx.actors.other)).statusCode).toBe(204);
    expect((await remindersOf(id)).map((row) => row.state)).toEqual(['cancelled', 'cancelled']);
    // Starred again: planned again, in place of the cancelled job of the same key.
    await star(ctx.actors.other, id);
    expect((await remindersOf(id)).map((row) => row.state)).toEqual(['cancelled', 'created']);
    await inject('DELETE', `favorite/agenda/${id}`, ctx.actors.other);
    await inject('PUT', 'push/preferences', ctx.actors.other, {
      sessionReminders: true,
      minutesBefore: 10,
      announcements: false,
      myPosts: true,
    });
  });

  it('sends "starts in N minutes" once, stored in the reader’s language and pushed', async () => {
    const browser = peer.subscribe();
    expect((await inject('POST', 'push/subscription', ctx.actors.user, browser.json)).statusCode).toBe(204);
    // Due three minutes ago (10 before a start 7 minutes away): it goes out now.
    const { id } = await session('Financiamento sem mistério', 7);
    await star(ctx.actors.user, id);
    const [note] = await until(
      () => notesOf(ctx.actors.ids.user, 'SESSION_STARTING'),
      (rows) => rows.length > 0,
    );
    expect(note!.args).toMatchObject({ session: 'Financiamento sem mistério', stage: 'Auditório 2' });
    const minutes = note!.args.minutes as number;
    expect(minutes).toBeGreaterThanOrEqual(6);
    expect(minutes).toBeLessThanOrEqual(8);
    const listed = (await inject('GET', 'notification', ctx.actors.user)).json().content as {
      message: string;
    }[];
    // ana reads English.
    expect(listed.map((row) => row.message)).toContain(
      `“Financiamento sem mistério” starts in ${minutes} minutes · Auditório 2`,
    );
    const [push] = await peer.waitFor(1, browser.endpoint);
    expect(push!.payload).toMatchObject({
      title: 'Feira dos Lembretes',
      body: `“Financiamento sem mistério” starts in ${minutes} minutes · Auditório 2`,
      url: `/event/${eventId}?tab=minha-agenda`,
    });
    expect(push!.urgency).toBe('high');
    expect(push!.ttl).toBeLessThanOrEqual(minutes * 60);

    // Unstarring, starring again and changing the lead time back and forth plan new jobs; the
    // user is still reminded once for this start.
    await inject('DELETE', `favorite/agenda/${id}`, ctx.actors.user);
    await star(ctx.actors.user, id);
    for (const minutesBefore of [15, 10]) {
      await inject('PUT', 'push/preferences', ctx.actors.user, {
        sessionReminders: true,
        minutesBefore,
        announcements: false,
        myPosts: true,
      });
    }
    await until(
      () => remindersOf(id),
      (rows) => rows.every((row) => row.state === 'completed' || row.state === 'cancelled'),
    );
    expect(await notesOf(ctx.actors.ids.user, 'SESSION_STARTING')).toHaveLength(1);
    expect(
      await ctx.db.select().from(sessionReminders).where(eq(sessionReminders.agendaItemId, id)),
    ).toHaveLength(1);
    await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: browser.endpoint });
  });

  it('reminds nobody who turned reminders off, nor of a session that already started', async () => {
    const started = await session('Já começou', -5);
    await star(ctx.actors.other, started.id);
    expect(await remindersOf(started.id)).toEqual([]);

    await inject('PUT', 'push/preferences', ctx.actors.other, {
      sessionReminders: false,
      minutesBefore: 10,
      announcements: false,
      myPosts: true,
    });
    const soon = await session('Sem lembrete', 6);
    await star(ctx.actors.other, soon.id);
    expect(await remindersOf(soon.id)).toEqual([]);
    await inject('PUT', 'push/preferences', ctx.actors.other, {
      sessionReminders: true,
      minutesBefore: 10,
      announcements: false,
      myPosts: true,
    });
    // Turned on again: the starred session that has not started is planned (and due now).
    await until(
      () => notesOf(ctx.actors.ids.other, 'SESSION_STARTING'),
      (rows) => rows.some((row) => row.args.session === 'Sem lembrete'),
    );
    expect(
      (await notesOf(ctx.actors.ids.other, 'SESSION_STARTING')).map((row) => row.args.session),
    ).not.toContain('Já começou');
  });
});

describe('session notices', () => {
  it('tells starrers a session moved, replans its reminder and cancels the old one', async () => {
    const { id, start } = await session('Painel do mercado', 45, null);
    await star(ctx.actors.user, id);
    await star(ctx.actors.other, id);
    expect((await remindersOf(id)).map((row) => row.state)).toEqual(['created', 'created']);

    const later = wall(new Date(start.getTime() + 60 * 60_000));
    const end = wall(new Date(start.getTime() + 90 * 60_000));
    const moved = await inject('PUT', `agenda/${id}`, ctx.actors.admin, {
      eventId,
      date: dateText(later.date),
      timeStart: later.time,
      timeEnd: end.time,
      theme: 'Painel do mercado',
      stage: 'Sala B',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [note] = await until(
      () => notesOf(ctx.actors.ids.other, 'SESSION_CHANGED'),
      (rows) => rows.length > 0,
    );
    expect(note!.args).toEqual({
      event: 'Feira dos Lembretes',
      session: 'Painel do mercado',
      date: `${later.date.slice(8, 10)}/${later.date.slice(5, 7)}`,
      time: later.time,
      stage: 'Sala B',
    });
    const listed = (await inject('GET', 'notification', ctx.actors.other)).json().content as {
      message: string;
    }[];
    expect(listed[0]!.message).toBe(
      `“Painel do mercado” mudou: agora ${note!.args.date} às ${later.time} · Sala B`,
    );
    expect(await notesOf(ctx.actors.ids.user, 'SESSION_CHANGED')).toHaveLength(1);
    const jobs = await until(
      () => remindersOf(id),
      (rows) => rows.length === 4,
    );
    expect(jobs.map((row) => row.state)).toEqual(['cancelled', 'cancelled', 'created', 'created']);
    for (const job of jobs.slice(2)) {
      expect(new Date(job.startAfter).getTime()).toBe(start.getTime() + 50 * 60_000);
    }

    // An edit of the description alone tells nobody.
    await inject('PUT', `agenda/${id}`, ctx.actors.admin, {
      eventId,
      date: dateText(later.date),
      timeStart: later.time,
      timeEnd: end.time,
      theme: 'Painel do mercado',
      description: 'Com três corretores',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await notesOf(ctx.actors.ids.other, 'SESSION_CHANGED')).toHaveLength(1);
  });

  it('tells starrers a session was cancelled, then restored, and reminds only while it is on', async () => {
    const { id } = await session('Oficina de crédito', 50);
    await star(ctx.actors.other, id);
    const cancelled = await inject('PATCH', `agenda/${id}/cancel`, ctx.actors.admin, { cancelled: true });
    expect(cancelled.statusCode).toBe(200);
    // Cancelling twice changes nothing and tells nobody again.
    await inject('PATCH', `agenda/${id}/cancel`, ctx.actors.admin, { cancelled: true });
    await until(
      () => notesOf(ctx.actors.ids.other, 'SESSION_CANCELLED'),
      (rows) => rows.length > 0,
    );
    await until(
      () => remindersOf(id),
      (rows) => rows.every((row) => row.state === 'cancelled'),
    );
    const listed = (await inject('GET', 'notification', ctx.actors.other)).json().content as {
      message: string;
    }[];
    expect(listed[0]!.message).toBe('“Oficina de crédito” foi cancelada');

    await inject('PATCH', `agenda/${id}/cancel`, ctx.actors.admin, { cancelled: false });
    await until(
      () => notesOf(ctx.actors.ids.other, 'SESSION_RESTORED'),
      (rows) => rows.length > 0,
    );
    const jobs = await until(
      () => remindersOf(id),
      (rows) => rows.some((row) => row.state === 'created'),
    );
    expect(jobs.filter((row) => row.state === 'created')).toHaveLength(1);
    expect(await notesOf(ctx.actors.ids.other, 'SESSION_CANCELLED')).toHaveLength(1);
  });
});

describe('announcements for who opted in', () => {
  it('stores and pushes a new announcement to participants who asked, and to nobody else', async () => {
    await ctx.db.insert(participations).values({ eventId, userId: ctx.actors.ids.user });
    await ctx.db.insert(participations).values({ eventId, userId: ctx.actors.ids.other });
    const browser = peer.subscribe();
    expect((await inject('POST', 'push/subscription', ctx.actors.user, browser.json)).statusCode).toBe(204);
    await inject('PUT', 'push/preferences', ctx.actors.user, {
      sessionReminders: true,
      minutesBefore: 10,
      announcements: true,
      myPosts: true,
    });
    const response = await inject(
      'POST',
      `publication/event/${eventId}?type=ANNOUNCEMENT&description=${encodeURIComponent('Credenciamento no portão 3')}`,
      ctx.actors.admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [push] = await peer.waitFor(1, browser.endpoint);
    expect(push!.payload).toMatchObject({
      title: 'Feira dos Lembretes',
      body: 'New announcement at Feira dos Lembretes: “Credenciamento no portão 3”',
      url: `/event/${eventId}`,
    });
    expect(await notesOf(ctx.actors.ids.user, 'ANNOUNCEMENT_PUBLISHED')).toHaveLength(1);
    // bruno takes part but did not opt in (the default is off).
    expect(await notesOf(ctx.actors.ids.other, 'ANNOUNCEMENT_PUBLISHED')).toHaveLength(0);
    await inject('DELETE', 'push/subscription', ctx.actors.user, { endpoint: browser.endpoint });
  });
});
