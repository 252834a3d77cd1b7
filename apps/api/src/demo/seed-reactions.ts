import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { demoModeratorUser } from '../config.ts';
import {
  contentReports,
  moderationActions,
  publicationComments,
  publicationLikes,
  publications,
  tenants,
  users,
} from '../db/schema.ts';
import type { SeedContext } from './seed-context.ts';

const minute = 60_000;

/**
 * The reactions demo: the feed is a conversation. The visitor's financing question has likes and a
 * thread (the producer answers), the newest announcement is liked by the visitor (so 'Curtir'
 * shows pressed when they sign in) and others, and another post has a comment or two.
 */
export async function seedReactions(
  ctx: SeedContext,
  people: { admin: number; visitor: number },
  hashPassword: (password: string) => Promise<string>,
): Promise<void> {
  const { tx, tenantId, eventId } = ctx;
  const approved = await tx
    .select({
      id: publications.id,
      type: publications.type,
      authorId: publications.authorId,
      createdAt: publications.createdAt,
    })
    .from(publications)
    .where(and(eq(publications.eventId, eventId), eq(publications.status, 'APPROVED')))
    .orderBy(desc(publications.createdAt));
  // The fair's visitors (made by seedStands) and the exhibitor: confirmed members other than the two.
  const crowd = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'USER'), eq(users.confirmed, true)))
      .orderBy(asc(users.id))
  )
    .map((row) => row.id)
    .filter((id) => id !== people.visitor);
  const announcement = approved.find((post) => post.type === 'ANNOUNCEMENT');
  const [question, visit] = approved.filter(
    (post) => post.type === 'PUBLICATION' && post.authorId === people.visitor,
  );
  if (!announcement || !question || crowd.length < 3) return;

  const after = (post: { createdAt: Date }, minutes: number) =>
    new Date(post.createdAt.getTime() + minutes * minute);
  const likes = [
    ...[people.visitor, people.admin, ...crowd.slice(0, 3)].map((userId, i) => ({
      publicationId: announcement.id,
      userId,
      createdAt: after(announcement, 5 + i * 7),
    })),
    ...[people.admin, ...crowd.slice(0, 3)].map((userId, i) => ({
      publicationId: question.id,
      userId,
      createdAt: after(question, 10 + i * 9),
    })),
    ...(visit
      ? crowd
          .slice(1, 3)
          .map((userId, i) => ({ publicationId: visit.id, userId, createdAt: after(visit, 30 + i * 40) }))
      : []),
  ];
  await tx.insert(publicationLikes).values(likes);

  const comments = [
    {
      post: question,
      authorId: crowd[0]!,
      minutes: 14,
      text: 'Simulei semana passada! No salão a taxa cai um pouco para quem fecha até domingo.',
    },
    {
      post: question,
      authorId: crowd[1]!,
      minutes: 31,
      text: 'Também quero saber. Estou de olho nos de 2 dormitórios perto da Linha Azul.',
    },
    {
      post: question,
      authorId: people.admin,
      minutes: 52,
      text: 'O Banco Horizonte atende no estande 14 durante os três dias, com simulação na hora. O regulamento das condições está em https://vitrine.demo/condicoes',
    },
    {
      post: announcement,
      authorId: crowd[2]!,
      minutes: 20,
      text: 'Já marquei três palestras na minha agenda!',
    },
    { post: announcement, authorId: people.visitor, minutes: 44, text: 'A do financiamento é imperdível.' },
    ...(visit
      ? [{ post: visit, authorId: crowd[0]!, minutes: 90, text: 'A varanda gourmet é mesmo o destaque.' }]
      : []),
  ];
  await tx.insert(publicationComments).values(
    comments.map(({ post, authorId, minutes, text }) => ({
      tenantId,
      publicationId: post.id,
      authorId,
      text,
      createdAt: after(post, minutes),
    })),
  );

  // Moderation: a MODERATOR, a word list, a comment the filter held and a reported one,
  // so 'Moderação' has a queue and a history.
  await tx.insert(users).values({
    tenantId,
    email: demoModeratorUser.email,
    passwordHash: await hashPassword(demoModeratorUser.password),
    role: 'MODERATOR',
    confirmed: true,
    name: demoModeratorUser.name,
  });
  await tx
    .update(tenants)
    .set({ blockedWords: ['golpe', 'lixo', 'pirâmide financeira'] })
    .where(eq(tenants.id, tenantId));
  const [held] = await tx
    .insert(publicationComments)
    .values({
      tenantId,
      publicationId: question.id,
      authorId: crowd[2]!,
      text: 'Esse financiamento é golpe, fujam!',
      createdAt: after(question, 70),
      hiddenAt: after(question, 70),
      flaggedTerm: 'golpe',
    })
    .returning({ id: publicationComments.id });
  await tx.insert(moderationActions).values({
    tenantId,
    moderatorId: null,
    action: 'HOLD',
    publicationId: question.id,
    commentId: held!.id,
    authorId: crowd[2]!,
    after: { hidden: true, term: 'golpe' },
    createdAt: after(question, 70),
  });
  const reported = await tx
    .select({ id: publicationComments.id })
    .from(publicationComments)
    .where(
      and(
        eq(publicationComments.publicationId, announcement.id),
        eq(publicationComments.authorId, crowd[2]!),
      ),
    );
  if (reported[0]) {
    await tx.insert(contentReports).values(
      [people.visitor, crowd[0]!].map((reporterId, i) => ({
        tenantId,
        publicationId: announcement.id,
        commentId: reported[0]!.id,
        reporterId,
        reason: i === 0 ? ('OTHER' as const) : ('SPAM' as const),
        text: i === 0 ? 'Fora do assunto do anúncio' : null,
        createdAt: after(announcement, 60 + i * 5),
      })),
    );
  }

  // The counts the feed reads, as the writes would have left them.
  const touched = [
    ...new Set([...likes.map((like) => like.publicationId), ...comments.map((c) => c.post.id)]),
  ];
  await tx
    .update(publications)
    .set({
      likeCount: sql`(select count(*) from publication_like l where l.publication_id = ${publications.id})`,
      commentCount: sql`(select count(*) from publication_comment c
        where c.publication_id = ${publications.id} and c.hidden_at is null)`,
    })
    .where(inArray(publications.id, touched));
}
