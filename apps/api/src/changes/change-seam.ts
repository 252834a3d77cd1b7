import type { ChangeName, DomainChanges } from '@vitrine/contract';
import type { Db } from '../db/client.ts';
import { transaction } from '../db/transaction.ts';
import type { LiveEnvelope } from '../realtime/bus.ts';

/**
 * The change seam (docs/adr/0008-change-seam.md). A write opens a unit of work with
 * `changes.transaction`, does its SQL and records what happened (`tx.record('agenda.changed', …)`).
 * Subscribers registered at start run at once, inside the same transaction, for what must be
 * atomic with the change (outbox rows, stored notifications, jobs); what must follow the commit
 * they ask of `after`, which runs it once the transaction committed, in one fixed order:
 *
 *   1. read-cache invalidation, so that a reader woken by step 2 does not get the old page;
 *   2. live messages, in the order they were asked for (a message made from what the commit left,
 *      such as a post's new counts, is read then);
 *   3. job wake-ups, so workers look for the jobs the transaction queued (not visible before).
 *
 * A rolled-back unit runs none of it.
 */

/** What a subscriber asks to happen after the commit. */
export interface AfterCommit {
  /** Drops the tenant's cached showcase reads on every node. */
  invalidate(tenantId: number): void;
  /**
   * Live messages for their STOMP destinations, on every node; or a function that reads them once
   * the transaction committed (what a message says must be what the commit left).
   */
  publish(envelopes: readonly LiveEnvelope[] | (() => Promise<readonly LiveEnvelope[]>)): void;
  /** Workers of this job kind look for due jobs at once. */
  wake(job: string): void;
}

/** One recorded change, or several of one kind at once (an import): `items` in their order. */
export interface RecordedChanges<N extends ChangeName> {
  name: N;
  tenantId: number;
  items: readonly DomainChanges[N][];
}

export type Subscriber<N extends ChangeName> = (
  tx: Db,
  changes: RecordedChanges<N>,
  after: AfterCommit,
) => Promise<void> | void;

/** A transaction that records changes. */
export type Tx = Db & {
  record<N extends ChangeName>(name: N, tenantId: number, data: DomainChanges[N]): Promise<void>;
  /** Several changes of one kind (an import): each subscriber sees them in one call. */
  recordMany<N extends ChangeName>(
    name: N,
    tenantId: number,
    items: readonly DomainChanges[N][],
  ): Promise<void>;
  /** For effects a write itself asks after the commit (a live message of its own). */
  after: AfterCommit;
};

/**
 * The unit `tx` belongs to, if it is one: a job queued in a unit wakes its workers after the
 * commit without its caller asking (jobs/job-queue.ts).
 */
export function afterCommitOf(tx: Db): AfterCommit | undefined {
  return (tx as Partial<Tx>).after;
}

/** The effects after the commit, as the app provides them. */
export interface CommitEffects {
  invalidate(tenantId: number): void;
  publish(envelope: LiveEnvelope): void;
  wake(job: string): void;
}

interface Registered {
  /** Names the subscriber in the table of who reacts to what. */
  label: string;
  run: Subscriber<ChangeName>;
}

/** What a unit asked for after its commit, until it commits. */
class Pending implements AfterCommit {
  readonly tenants = new Set<number>();
  readonly envelopes: (LiveEnvelope | (() => Promise<readonly LiveEnvelope[]>))[] = [];
  readonly jobs = new Set<string>();

  invalidate(tenantId: number): void {
    this.tenants.add(tenantId);
  }

  publish(envelopes: readonly LiveEnvelope[] | (() => Promise<readonly LiveEnvelope[]>)): void {
    if (typeof envelopes === 'function') this.envelopes.push(envelopes);
    else this.envelopes.push(...envelopes);
  }

  wake(job: string): void {
    this.jobs.add(job);
  }

  /** The one order after every commit (see the header). */
  async run(effects: CommitEffects): Promise<void> {
    for (const tenantId of this.tenants) effects.invalidate(tenantId);
    for (const envelope of this.envelopes) {
      if (typeof envelope !== 'function') effects.publish(envelope);
      else for (const read of await envelope()) effects.publish(read);
    }
    for (const job of this.jobs) effects.wake(job);
  }
}

export class ChangeSeam {
  private readonly subscribers = new Map<ChangeName, Registered[]>();

  constructor(
    private readonly db: Db,
    private readonly effects: CommitEffects,
  ) {}

  /** Registers `run` for each of `names`, at start; subscribers run in the order registered. */
  on<N extends ChangeName>(names: N | readonly N[], label: string, run: Subscriber<N>): void {
    for (const name of typeof names === 'string' ? [names] : names) {
      const list = this.subscribers.get(name) ?? [];
      list.push({ label, run: run as unknown as Subscriber<ChangeName> });
      this.subscribers.set(name, list);
    }
  }

  /** Who reacts to `name`, in order (the subscriptions table and its test). */
  subscribersOf(name: ChangeName): string[] {
    return (this.subscribers.get(name) ?? []).map((entry) => entry.label);
  }

  /**
   * Runs `work` in a transaction whose changes reach their subscribers; after the commit, runs
   * what they asked for. Nested in another unit (`within`), it joins that unit instead.
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    if (within) return work(within);
    const pending = new Pending();
    const result = await transaction(this.db, (tx) => work(this.unit(tx, pending)));
    await pending.run(this.effects);
    return result;
  }

  private unit(tx: Db, pending: Pending): Tx {
    const recordMany = async <N extends ChangeName>(
      name: N,
      tenantId: number,
      items: readonly DomainChanges[N][],
    ): Promise<void> => {
      if (items.length === 0) return;
      for (const subscriber of this.subscribers.get(name) ?? []) {
        await subscriber.run(tx, { name, tenantId, items }, pending);
      }
    };
    // The transaction object is this unit's own, so it can carry the recorder.
    return Object.assign(tx, {
      record: <N extends ChangeName>(name: N, tenantId: number, data: DomainChanges[N]) =>
        recordMany(name, tenantId, [data]),
      recordMany,
      after: pending as AfterCommit,
    });
  }
}
