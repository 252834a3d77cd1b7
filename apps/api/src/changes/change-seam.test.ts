import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import type { LiveEnvelope } from '../realtime/bus.ts';
import { ChangeSeam } from './change-seam.ts';

const envelope = (destination: string): LiveEnvelope => ({
  destination,
  message: {
    id: destination,
    type: 'PUBLICATION_PUBLISHED',
    eventId: 1,
    publicationId: null,
    texts: {} as never,
  },
});

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase({ seeded: false });
  await test.database.db.execute(sql`create table seam_probe (n int not null)`);
});
afterAll(() => test.dispose());

/** A seam whose effects write down what ran, in order. */
function probe() {
  const ran: string[] = [];
  const seam = new ChangeSeam(test.database.db, {
    invalidate: (tenantId) => ran.push(`invalidate ${tenantId}`),
    publish: (sent) => ran.push(`publish ${sent.destination}`),
    wake: (job) => ran.push(`wake ${job}`),
  });
  return { seam, ran };
}

async function count(): Promise<number> {
  const result = (await test.database.db.execute(
    sql`select count(*)::int as n from seam_probe`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}

describe('ChangeSeam', () => {
  it('runs subscribers in the transaction and their effects after the commit, in the fixed order', async () => {
    const { seam, ran } = probe();
    seam.on('participation.created', 'outbox', async (tx, { tenantId, items }, after) => {
      await tx.execute(sql`insert into seam_probe values (${items[0]!.userId})`);
      ran.push(`outbox ${tenantId}`);
      // Asked in the reverse of the order they must run in.
      after.wake('mail');
      after.publish([envelope('/topic/a'), envelope('/topic/b')]);
      after.invalidate(tenantId);
    });
    seam.on('participation.created', 'second', (_tx, _changes, after) => {
      ran.push('second');
      after.invalidate(7);
      after.wake('mail');
    });
    const before = await count();
    await seam.transaction(async (tx) => {
      await tx.record('participation.created', 7, { eventId: 1, userId: 42 });
      ran.push('work done');
    });
    expect(ran).toEqual([
      'outbox 7',
      'second',
      'work done',
      'invalidate 7',
      'publish /topic/a',
      'publish /topic/b',
      'wake mail',
    ]);
    expect(await count()).toBe(before + 1);
  });

  it('runs no effect and keeps no subscriber row when the write rolls back', async () => {
    const { seam, ran } = probe();
    seam.on('favorite.added', 'outbox', async (tx, _changes, after) => {
      await tx.execute(sql`insert into seam_probe values (1)`);
      after.invalidate(1);
      after.wake('reminders');
    });
    const before = await count();
    await expect(
      seam.transaction(async (tx) => {
        await tx.record('favorite.added', 1, { userId: 1, agendaItemId: 2 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('rolls the write back when a subscriber in the transaction fails', async () => {
    const { seam, ran } = probe();
    seam.on('favorite.removed', 'failing', () => {
      throw new Error('outbox down');
    });
    const before = await count();
    await expect(
      seam.transaction(async (tx) => {
        await tx.execute(sql`insert into seam_probe values (2)`);
        await tx.record('favorite.removed', 1, { userId: 1, agendaItemId: 2 });
      }),
    ).rejects.toThrow('outbox down');
    expect(ran).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('hands a batch to each subscriber once, and nothing for an empty one', async () => {
    const { seam } = probe();
    const seen: number[][] = [];
    seam.on('exhibitor.changed', 'batch', (_tx, { items }) => {
      seen.push(items.map((item) => item.id));
    });
    await seam.transaction(async (tx) => {
      await tx.recordMany('exhibitor.changed', 1, [
        { action: 'created', id: 1, eventId: 1, title: 'A' },
        { action: 'created', id: 2, eventId: 1, title: 'B' },
      ]);
      await tx.recordMany('exhibitor.changed', 1, []);
    });
    expect(seen).toEqual([[1, 2]]);
  });

  it('drops repeated invalidations and wake-ups but keeps every message', async () => {
    const { seam, ran } = probe();
    await seam.transaction(async (tx) => {
      tx.after.invalidate(3);
      tx.after.invalidate(3);
      tx.after.publish([envelope('/topic/x'), envelope('/topic/x')]);
      tx.after.wake('push');
      tx.after.wake('push');
    });
    expect(ran).toEqual(['invalidate 3', 'publish /topic/x', 'publish /topic/x', 'wake push']);
  });

  it('names who subscribes to what, in order', () => {
    const { seam } = probe();
    seam.on(['agenda.changed', 'exhibitor.changed'], 'first', () => {});
    seam.on('agenda.changed', 'second', () => {});
    expect(seam.subscribersOf('agenda.changed')).toEqual(['first', 'second']);
    expect(seam.subscribersOf('exhibitor.changed')).toEqual(['first']);
    expect(seam.subscribersOf('lead.created')).toEqual([]);
  });
});
