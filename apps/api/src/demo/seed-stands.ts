import { asc, eq, sql } from 'drizzle-orm';
import { demoExhibitorUser } from '../config.ts';
import {
  badges,
  checkins,
  events,
  exhibitorInvites,
  exhibitorMembers,
  exhibitorRevisions,
  exhibitors,
  leads,
  participations,
  properties,
  propertyImages,
  propertyRevisionImages,
  propertyRevisions,
  users,
} from '../db/schema.ts';
import { newBadgeCode } from '../modules/leads/badges.ts';
import type { SeedContext } from './seed-context.ts';

/** Visitors the stand met at the fair: confirmed accounts without a password (they never sign in here). */
const fairVisitors = [
  { name: 'Beatriz Lima', email: 'beatriz.lima@exemplo.com.br', phone: '+55 11 98765-4321' },
  { name: 'Carlos Mendes', email: 'carlos.mendes@exemplo.com.br', phone: '+55 11 97654-3210' },
  { name: 'Fernanda Rocha', email: 'fernanda.rocha@exemplo.com.br', phone: null },
  { name: 'Gustavo Almeida', email: 'gustavo.almeida@exemplo.com.br', phone: '+55 21 99876-5432' },
];

/**
 * The stands demo: the exhibitor account (OWNER of the first constructor's stand) with its leads —
 * badge scans rated and tagged, property interests with messages, one whose visitor withdrew
 * consent — a pending page change and a pending property change for the organizer's 'Alterações
 * pendentes', an open STAFF
 * invitation, badges, and the demo visitor's interest in another stand ('Quem tem meus dados').
 */
export async function seedStands(
  ctx: SeedContext,
  people: { admin: number; visitor: number },
  hashPassword: (password: string) => Promise<string>,
): Promise<void> {
  const { tx, tenantId, eventId } = ctx;
  const [owner] = await tx
    .insert(users)
    .values({
      tenantId,
      email: demoExhibitorUser.email,
      passwordHash: await hashPassword(demoExhibitorUser.password),
      role: 'USER',
      confirmed: true,
      name: demoExhibitorUser.name,
      phone: '+55 11 3333-1200',
    })
    .returning({ id: users.id });
  const visitors = await tx
    .insert(users)
    .values(fairVisitors.map((person) => ({ tenantId, ...person, role: 'USER' as const, confirmed: true })))
    .returning({ id: users.id });

  // The constructor's stand (it has properties) first, then the others.
  const stands = await tx
    .select({
      id: exhibitors.id,
      shortDescription: exhibitors.shortDescription,
      aboutSponsor: exhibitors.aboutSponsor,
      socialMedia: exhibitors.socialMedia,
    })
    .from(exhibitors)
    .where(eq(exhibitors.eventId, eventId))
    .orderBy(sql`${exhibitors.quota} <> 'CONSTRUCTOR'`, asc(exhibitors.id));
  const [stand, otherStand] = stands;
  if (!stand) return;
  const standProperties = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.exhibitorId, stand.id))
    .orderBy(asc(properties.id));

  await tx
    .insert(exhibitorMembers)
    .values({ exhibitorId: stand.id, userId: owner!.id, tenantId, role: 'OWNER' });
  await tx.insert(exhibitorInvites).values({
    tenantId,
    exhibitorId: stand.id,
    email: 'equipe@construtora.demo',
    role: 'STAFF',
    // A token nobody holds: the invitation shows as open in the team panel, its link is not in any mail.
    tokenHash: `seed-${newBadgeCode()}${newBadgeCode()}`,
    invitedBy: owner!.id,
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });
  await tx.insert(badges).values(
    [people.visitor, ...visitors.map((row) => row.id)].map((userId) => ({
      userId,
      tenantId,
      code: newBadgeCode(),
    })),
  );

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
  const [beatriz, carlos, fernanda, gustavo] = visitors.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];
  await tx.insert(leads).values([
    {
      tenantId,
      exhibitorId: stand.id,
      userId: beatriz,
      source: 'SCAN',
      rating: 'HOT',
      notes: 'Procura 3 dormitórios perto do metrô; visita ao decorado no sábado.',
      tags: ['financiamento', 'visita agendada'],
      capturedAt: hoursAgo(5),
      capturedBy: owner!.id,
    },
    {
      tenantId,
      exhibitorId: stand.id,
      userId: carlos,
      source: 'PROPERTY',
      propertyId: standProperties[0]?.id ?? null,
      message: 'Aceitam permuta por um apartamento de 2 dormitórios?',
      rating: 'WARM',
      tags: ['permuta'],
      capturedAt: hoursAgo(3),
    },
    {
      tenantId,
      exhibitorId: stand.id,
      userId: fernanda,
      source: 'SCAN',
      rating: 'COLD',
      notes: 'Só pesquisando preços por enquanto.',
      capturedAt: hoursAgo(2),
      capturedBy: owner!.id,
    },
    {
      tenantId,
      exhibitorId: stand.id,
      userId: gustavo,
      source: 'STAND',
      message: 'Gostaria de falar com um corretor sobre lançamentos na zona sul.',
      capturedAt: hoursAgo(1),
    },
    // A visitor who withdrew consent: an anonymous count.
    {
      tenantId,
      exhibitorId: stand.id,
      userId: null,
      source: 'SCAN',
      capturedAt: hoursAgo(4),
      withdrawnAt: hoursAgo(1),
    },
  ]);
  if (otherStand) {
    await tx.insert(leads).values({
      tenantId,
      exhibitorId: otherStand.id,
      userId: people.visitor,
      source: 'STAND',
      message: 'Vocês têm unidades com varanda gourmet?',
      capturedAt: hoursAgo(6),
    });
  }

  await tx.insert(exhibitorRevisions).values({
    tenantId,
    exhibitorId: stand.id,
    description: `<p>Plantão de vendas no estande durante todo o salão, com <strong>condições exclusivas</strong> para quem visitar o decorado.</p>`,
    shortDescription: `${stand.shortDescription} · Condições exclusivas no salão`.slice(0, 300),
    // The rest of the page as published: approving changes only the texts above.
    aboutSponsor: stand.aboutSponsor,
    socialMedia: stand.socialMedia,
    authorId: owner!.id,
  });

  // A property change for the organizer too: the stand's first property, with a new description
  // and contact, its pictures as published.
  const [listed] = standProperties.length
    ? await tx.select().from(properties).where(eq(properties.id, standProperties[0]!.id))
    : [];
  if (listed) {
    const [revision] = await tx
      .insert(propertyRevisions)
      .values({
        tenantId,
        exhibitorId: stand.id,
        propertyId: listed.id,
        action: 'UPDATE',
        title: listed.title,
        proposed: {
          title: listed.title,
          description: `${listed.description}<p><strong>Últimas unidades</strong> com condição especial de feira: entrada facilitada em 36 vezes.</p>`,
          status: listed.status,
          room: listed.room,
          suites: listed.suites,
          size: listed.size,
          contact: '(11) 3333-1250 · plantão no estande',
          address: listed.address,
        },
        authorId: owner!.id,
      })
      .returning({ id: propertyRevisions.id });
    const pictures = await tx
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, listed.id))
      .orderBy(asc(propertyImages.position));
    if (pictures.length > 0) {
      await tx.insert(propertyRevisionImages).values(
        pictures.map((picture) => ({
          revisionId: revision!.id,
          mediaId: picture.mediaId,
          position: picture.position,
        })),
      );
    }
  }

  // The door: two visitors came in this morning.
  await tx.insert(participations).values([beatriz, carlos].map((userId) => ({ eventId, userId })));
  await tx.update(events).set({ participantCount: 2 }).where(eq(events.id, eventId));
  await tx.insert(checkins).values(
    [beatriz, carlos].map((userId, index) => ({
      eventId,
      userId,
      tenantId,
      at: hoursAgo(6 - index),
      checkedBy: people.admin,
    })),
  );
}
