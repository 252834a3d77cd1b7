import { eq } from 'drizzle-orm';
import { demoUser } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { DemoSeedOptions as SeedOptions } from '../db/prepare.ts';
import { eventImages, events, tenants, users } from '../db/schema.ts';
import type { MediaService } from '../media/media.service.ts';
import { demoEvent, demoTenant } from './demo-content.ts';
import { adminName } from './demo-posts.ts';
import { bannerImage, logoImage, portraitImage } from './images.ts';
import { seedAnalytics } from './seed-analytics.ts';
import type { SeedContext } from './seed-context.ts';
import { seedExhibitors } from './seed-exhibitors.ts';
import { seedFavorites } from './seed-favorites.ts';
import { seedIntegrations } from './seed-integrations.ts';
import { seedPosts } from './seed-posts.ts';
import { seedProgramme } from './seed-programme.ts';
import { seedReactions } from './seed-reactions.ts';
import { seedStands } from './seed-stands.ts';
import { initialsOf } from './svg.ts';

/**
 * Fills an empty database with the demo tenant and its featured event. The caller has checked
 * that the database is empty and holds the startup lock. Everything happens in one transaction,
 * so a failure leaves no rows behind (image bytes already written to storage stay as orphans).
 */
export async function seedDemo(
  db: Db,
  media: MediaService,
  options: SeedOptions,
): Promise<{ tenantId: number; eventId: number }> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      // Any site may frame the demo's widgets, so a newcomer can try /embed.js at once.
      .values({ slug: options.tenantSlug, ...demoTenant, embedOrigins: ['*'] })
      .returning({ id: tenants.id });
    const tenantId = tenant!.id;
    const image = async (png: Promise<Buffer>) => (await media.saveImage(tenantId, await png, tx)).id;

    const authors = await seedAccounts(tx, tenantId, options, image);
    const eventId = await seedEvent(tx, tenantId, image);
    const ctx: SeedContext = { tx, tenantId, eventId, image };
    await seedExhibitors(ctx);
    const starredSessions = await seedProgramme(ctx);
    await seedFavorites(ctx, authors.visitor, starredSessions);
    await seedPosts(ctx, authors);
    await seedAnalytics(ctx);
    await seedStands(ctx, authors, options.hashPassword);
    await seedReactions(ctx, authors, options.hashPassword);
    await seedIntegrations(ctx, authors.admin);

    await tx.update(tenants).set({ defaultEventId: eventId }).where(eq(tenants.id, tenantId));
    return { tenantId, eventId };
  });
}

/** The producer (ADMIN) and one confirmed visitor, both able to sign in straight away. */
async function seedAccounts(
  tx: Db,
  tenantId: number,
  options: SeedOptions,
  image: SeedContext['image'],
): Promise<{ admin: number; visitor: number }> {
  const accounts = [
    { role: 'ADMIN', name: adminName, email: options.admin.email, password: options.admin.password },
    { role: 'USER', name: demoUser.name, email: demoUser.email, password: demoUser.password },
  ] as const;
  const ids: number[] = [];
  for (const [index, account] of accounts.entries()) {
    const passwordHash = await options.hashPassword(account.password);
    const imageId = await image(portraitImage(initialsOf(account.name), index + 4));
    const [row] = await tx
      .insert(users)
      .values({
        tenantId,
        email: account.email,
        passwordHash,
        role: account.role,
        confirmed: true,
        name: account.name,
        imageId,
      })
      .returning({ id: users.id });
    ids.push(row!.id);
  }
  return { admin: ids[0]!, visitor: ids[1]! };
}

/** The featured event with its cover, mobile cover, profile picture and gallery. */
async function seedEvent(tx: Db, tenantId: number, image: SeedContext['image']): Promise<number> {
  const { gallery, cover, ...event } = demoEvent;
  const coverPhotoId = await image(bannerImage(1440, 320, cover, 0));
  const coverPhotoMobileId = await image(
    bannerImage(960, 360, { title: 'Salão Imobiliário SP', subtitle: cover.subtitle }, 0),
  );
  const profilePictureId = await image(logoImage(initialsOf(event.title), 0));
  const [row] = await tx
    .insert(events)
    .values({ ...event, tenantId, featured: true, coverPhotoId, coverPhotoMobileId, profilePictureId })
    .returning({ id: events.id });
  const eventId = row!.id;
  const galleryIds: number[] = [];
  for (const [index, caption] of gallery.entries()) {
    galleryIds.push(await image(bannerImage(655, 368, caption, index + 2)));
  }
  await tx
    .insert(eventImages)
    .values(galleryIds.map((mediaId, position) => ({ eventId, mediaId, position })));
  return eventId;
}
