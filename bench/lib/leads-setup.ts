// The data of bench/leads.mjs, written straight into the server's database (with the server stopped
// on PGlite, whose folder one process opens at a time): visitors with badges made by the app's own
// `createBadges` (so their QR payloads carry the app's signature), stands with their scanning staff
// and the staff's tokens signed by the app's TokenService, and a crowded door for check-in.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import {
  events,
  exhibitorMembers,
  exhibitors,
  participations,
  tenants,
  users,
} from '../../apps/api/src/db/schema.ts';
import { TokenService } from '../../apps/api/src/identity/token.service.ts';
import { createBadges } from '../../apps/api/src/modules/leads/badges.ts';
import { MemoryBus } from '../../apps/api/src/realtime/bus.ts';

export interface LeadsSetupOptions {
  databaseUrl: string;
  dataDir: string;
  /** The server's JWT_SECRET: badges are signed, and tokens issued, with it. */
  jwtSecret: string;
  visitors: number;
  stands: number;
  staffPerStand: number;
  /** Of the visitors, how many participate in the door's event (the rest walk in). */
  participants: number;
  /** Seats left at the door for those who walk in. */
  freeSeats: number;
  tag: string;
}

export interface LeadsSetup {
  eventId: number;
  /** QR payloads of the visitors, in order. */
  badges: string[];
  /** The visitors' typed codes. */
  codes: string[];
  participants: number;
  staff: { exhibitorId: number; token: string }[];
  admin: string;
  setupMs: number;
}

export async function setUpLeads(options: LeadsSetupOptions): Promise<LeadsSetup> {
  const started = Date.now();
  const secret = new TextEncoder().encode(options.jwtSecret);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl || undefined,
    dataDir: options.dataDir,
  });
  try {
    const { db } = database;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    if (!tenant?.defaultEventId) throw new Error('no demo tenant with a featured event');
    const eventId = tenant.defaultEventId;
    const stands = await db
      .select({ id: exhibitors.id })
      .from(exhibitors)
      .where(and(eq(exhibitors.tenantId, tenant.id), eq(exhibitors.eventId, eventId)))
      .orderBy(asc(exhibitors.id))
      .limit(options.stands);
    if (stands.length < options.stands) throw new Error(`only ${stands.length} stands in the demo event`);

    const person = (kind: string, i: number) => ({
      tenantId: tenant.id,
      email: `leads.${options.tag}.${kind}.${i}@bench.example`,
      name: `${kind === 'staff' ? 'Equipe' : 'Visitante'} ${i}`,
      role: 'USER' as const,
      confirmed: true,
      phone: kind === 'visitor' && i % 2 === 0 ? `+55 11 9${String(10_000_000 + i).slice(-8)}` : null,
    });
    const visitors: { id: number }[] = [];
    for (let start = 0; start < options.visitors; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(options.visitors, start + 500); i++) rows.push(person('visitor', i));
      visitors.push(...(await db.insert(users).values(rows).returning({ id: users.id })));
    }
    const badgeMaker = createBadges(db, secret);
    const badges: string[] = [];
    const codes: string[] = [];
    for (const visitor of visitors) {
      const badge = await badgeMaker.get(tenant.id, visitor.id);
      badges.push(badge.payload);
      codes.push(badge.code);
    }

    const staffCount = options.stands * options.staffPerStand;
    const staffRows = await db
      .insert(users)
      .values(Array.from({ length: staffCount }, (_, i) => person('staff', i)))
      .returning();
    await db.insert(exhibitorMembers).values(
      staffRows.map((row, i) => ({
        exhibitorId: stands[i % stands.length]!.id,
        userId: row.id,
        tenantId: tenant.id,
        role: 'STAFF' as const,
      })),
    );
    const tokens = new TokenService(db, secret, new MemoryBus());
    const staff = [];
    for (const [i, row] of staffRows.entries()) {
      staff.push({
        exhibitorId: stands[i % stands.length]!.id,
        token: await tokens.issue({ ...row, image: null }, 'demo'),
      });
    }
    const [admin] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'ADMIN')))
      .limit(1);

    // The door: the first `participants` visitors participate; `freeSeats` seats are left.
    const participantIds = visitors.slice(0, options.participants).map((row) => row.id);
    const [already] = await db.select().from(events).where(eq(events.id, eventId));
    await db.insert(participations).values(participantIds.map((userId) => ({ eventId, userId })));
    const seated = already!.participantCount + participantIds.length;
    await db
      .update(events)
      .set({ participantCount: seated, capacity: seated + options.freeSeats })
      .where(inArray(events.id, [eventId]));

    return {
      eventId,
      badges,
      codes,
      participants: participantIds.length,
      staff,
      admin: await tokens.issue({ ...admin!, image: null }, 'demo'),
      setupMs: Date.now() - started,
    };
  } finally {
    await database.close();
  }
}
