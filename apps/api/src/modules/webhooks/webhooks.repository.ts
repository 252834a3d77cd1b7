import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants, users, webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
type EndpointChanges = Partial<
  Pick<EndpointRow, 'url' | 'events' | 'description' | 'enabled' | 'disabledReason' | 'failingSince'>
>;

/** How long a node holds an endpoint while it delivers one message (a try lasts at most 10 s). */
const LEASE_SECONDS = 40;
const leaseEnd = () => sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/**
 * The SQL of webhook endpoints, their outbox of messages and the delivery log. What a producer
 * asks for is scoped by tenant; the delivery side works by endpoint id, which the outbox stored.
 */
export const webhooksRepository = {
  // --- the producer's endpoints

  async list(db: Db, tenantId: number): Promise<EndpointRow[]> {
    return db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.tenantId, tenantId))
      .orderBy(asc(webhookEndpoints.id));
  },

  async endpoint(db: Db, tenantId: number, id: number): Promise<EndpointRow | null> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)));
    return row ?? null;
  },

  /** How many messages wait for each of these endpoints (absent: none). */
  async pendingCounts(db: Db, endpointIds: number[]): Promise<Map<number, number>> {
    if (endpointIds.length === 0) return new Map();
    const pending = await db
      .select({ endpointId: webhookMessages.endpointId, n: count() })
      .from(webhookMessages)
      .where(and(inArray(webhookMessages.endpointId, endpointIds), eq(webhookMessages.status, 'PENDING')))
      .groupBy(webhookMessages.endpointId);
    return new Map(pending.map((row) => [row.endpointId, row.n]));
  },

  /** The tenant's row, locked: endpoints are counted and added one writer at a time. */
  async lockTenant(tx: Db, tenantId: number): Promise<void> {
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  },

  async countEndpoints(tx: Db, tenantId: number): Promise<number> {
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.tenantId, tenantId));
    return existing?.n ?? 0;
  },

  async insertEndpoint(
    tx: Db,
    values: Pick<EndpointRow, 'tenantId' | 'url' | 'description' | 'events' | 'secret' | 'createdBy'>,
  ): Promise<EndpointRow> {
    const [inserted] = await tx.insert(webhookEndpoints).values(values).returning();
    return inserted!;
  },

  async updateEndpoint(
    db: Db,
    tenantId: number,
    id: number,
    changes: EndpointChanges | Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>,
  ): Promise<EndpointRow | null> {
    const [row] = await db
      .update(webhookEndpoints)
      .set(changes)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)))
      .returning();
    return row ?? null;
  },

  /** False when the tenant has no such endpoint. */
  async deleteEndpoint(db: Db, tenantId: number, id: number): Promise<boolean> {
    const deleted = await db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)))
      .returning({ id: webhookEndpoints.id });
    return deleted.length > 0;
  },

  // --- the delivery log

  /** The endpoint's message ids, newest first, below `before`; at most `limit`. */
  async messageIds(db: Db, endpointId: number, before: number | undefined, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .where(
        and(
          eq(webhookMessages.endpointId, endpointId),
          before === undefined ? undefined : lt(webhookMessages.id, before),
        ),
      )
      .orderBy(desc(webhookMessages.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** These messages, newest first, with the last try of each. */
  async deliveries(db: Db, messageIds: number[]) {
    if (messageIds.length === 0) return { messages: [], last: new Map<number, AttemptRow>() };
    const messages = await db
      .select()
      .from(webhookMessages)
      .where(inArray(webhookMessages.id, messageIds))
      .orderBy(desc(webhookMessages.id));
    const attempts = await db
      .selectDistinctOn([webhookAttempts.messageId])
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.messageId, messageIds))
      .orderBy(webhookAttempts.messageId, desc(webhookAttempts.attempt));
    return { messages, last: new Map(attempts.map((row) => [row.messageId, row])) };
  },

  /** Puts the message back in the queue, due now; null when the endpoint has no such message. */
  async requeue(db: Db, tenantId: number, endpointId: number, messageId: number): Promise<number | null> {
    const [row] = await db
      .update(webhookMessages)
      .set({ status: 'PENDING', nextAttemptAt: new Date() })
      .where(
        and(
          eq(webhookMessages.id, messageId),
          eq(webhookMessages.endpointId, endpointId),
          eq(webhookMessages.tenantId, tenantId),
        ),
      )
      .returning({ id: webhookMessages.id });
    return row?.id ?? null;
  },

  // --- the outbox

  /** The tenant's enabled endpoints that listen for `type`. */
  async listening(tx: Db, tenantId: number, type: string): Promise<number[]> {
    const rows = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.tenantId, tenantId),
          eq(webhookEndpoints.enabled, true),
          sql`${type} = any(${webhookEndpoints.events})`,
        ),
      );
    return rows.map((row) => row.id);
  },

  /** Stores messages in one insert; their ids in order. */
  async insertMessages(
    tx: Db,
    rows: Pick<MessageRow, 'tenantId' | 'endpointId' | 'msgId' | 'eventType' | 'body'>[],
  ): Promise<number[]> {
    const stored = await tx.insert(webhookMessages).values(rows).returning({ id: webhookMessages.id });
    return stored.map((row) => row.id);
  },

  /** The endpoints with something pending. */
  async endpointsWithPending(db: Db): Promise<number[]> {
    const due = await db
      .selectDistinct({ endpointId: webhookMessages.endpointId })
      .from(webhookMessages)
      .where(eq(webhookMessages.status, 'PENDING'));
    return due.map((row) => row.endpointId);
  },

  async nextPending(db: Db, endpointId: number): Promise<MessageRow | null> {
    const [message] = await db
      .select()
      .from(webhookMessages)
      .where(and(eq(webhookMessages.endpointId, endpointId), eq(webhookMessages.status, 'PENDING')))
      .orderBy(asc(webhookMessages.id))
      .limit(1);
    return message ?? null;
  },

  // --- the endpoint's lease: one node delivers to an endpoint at a time

  /** Takes the endpoint for this node; null when it is off or another node holds it. */
  async claim(db: Db, endpointId: number): Promise<EndpointRow | null> {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ leaseUntil: leaseEnd() })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.enabled, true),
          or(isNull(webhookEndpoints.leaseUntil), lt(webhookEndpoints.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Holds the claimed endpoint a while longer; null when it was turned off or removed. */
  async renewLease(tx: Db, endpointId: number): Promise<EndpointRow | null> {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ leaseUntil: leaseEnd() })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning();
    return row ?? null;
  },

  async lease(db: Db, endpointId: number) {
    const [row] = await db
      .select({ enabled: webhookEndpoints.enabled, leaseUntil: webhookEndpoints.leaseUntil })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    return row ?? null;
  },

  async release(db: Db, endpointId: number): Promise<void> {
    await db.update(webhookEndpoints).set({ leaseUntil: null }).where(eq(webhookEndpoints.id, endpointId));
  },

  // --- one try

  /** Puts the try on record: the message's attempt count, and the try without its answer yet. */
  async startAttempt(tx: Db, messageId: number, attempt: number): Promise<void> {
    await tx.update(webhookMessages).set({ attempts: attempt }).where(eq(webhookMessages.id, messageId));
    await tx.insert(webhookAttempts).values({ messageId, attempt });
  },

  /** The endpoint's failure clock (and its switch); false when it was removed meanwhile. */
  async settleEndpoint(
    tx: Db,
    endpointId: number,
    values:
      | Pick<EndpointRow, 'failingSince'>
      | Pick<EndpointRow, 'failingSince' | 'enabled' | 'disabledReason'>,
  ): Promise<boolean> {
    const [still] = await tx
      .update(webhookEndpoints)
      .set(values)
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ id: webhookEndpoints.id });
    return Boolean(still);
  },

  async settleMessage(
    tx: Db,
    messageId: number,
    values: Partial<Pick<MessageRow, 'status' | 'deliveredAt' | 'nextAttemptAt'>>,
  ): Promise<void> {
    await tx.update(webhookMessages).set(values).where(eq(webhookMessages.id, messageId));
  },

  async settleAttempt(
    tx: Db,
    messageId: number,
    attempt: number,
    outcome: Pick<AttemptRow, 'statusCode' | 'durationMs' | 'error' | 'response'>,
  ): Promise<void> {
    await tx
      .update(webhookAttempts)
      .set(outcome)
      .where(and(eq(webhookAttempts.messageId, messageId), eq(webhookAttempts.attempt, attempt)));
  },

  /** Where the mail about a failing endpoint goes: the tenant's support address, in its creator's language. */
  async failingMailTarget(tx: Db, tenantId: number, createdBy: number | null) {
    const [row] = await tx
      .select({ supportEmail: tenants.supportEmail, locale: users.locale })
      .from(tenants)
      .leftJoin(users, eq(users.id, createdBy ?? -1))
      .where(eq(tenants.id, tenantId));
    return row ?? null;
  },
};
