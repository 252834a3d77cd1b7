import { publicationMedia, publications } from '../db/schema.ts';
import { demoPosts } from './demo-posts.ts';
import { bannerImage } from './images.ts';
import type { SeedContext } from './seed-context.ts';

const hour = 3_600_000;
const photoCaptions = [
  { title: 'Montagem do Pavilhão A', subtitle: 'Estandes das incorporadoras' },
  { title: 'Credenciamento', subtitle: 'Balcões prontos para receber o público' },
];

/** Inserts announcements and feed posts with explicit, staggered creation times. */
export async function seedPosts(
  ctx: SeedContext,
  authors: { admin: number; visitor: number },
): Promise<void> {
  const { tx, tenantId, eventId } = ctx;
  const now = Date.now();
  for (const { author, hoursAgo, images, ...post } of demoPosts) {
    const createdAt = new Date(now - hoursAgo * hour);
    const [row] = await tx
      .insert(publications)
      .values({ ...post, tenantId, eventId, authorId: authors[author], createdAt, updatedAt: createdAt })
      .returning({ id: publications.id });
    for (let position = 0; position < images; position++) {
      const caption = photoCaptions[position % photoCaptions.length]!;
      const mediaId = await ctx.image(bannerImage(655, 368, caption, position + 4));
      await tx.insert(publicationMedia).values({ publicationId: row!.id, mediaId, position });
    }
  }
}
