import { exhibitors, properties, propertyImages } from '../db/schema.ts';
import { demoExhibitors, type ExhibitorKey } from './demo-exhibitors.ts';
import { demoProperties } from './demo-properties.ts';
import { bannerImage, logoImage } from './images.ts';
import { propertyImage } from './property-image.ts';
import type { SeedContext } from './seed-context.ts';

/** Inserts the sponsors and exhibitors (sponsors first), then the properties they sell. */
export async function seedExhibitors(ctx: SeedContext): Promise<void> {
  const { tx, tenantId, eventId } = ctx;
  const idByKey = new Map<ExhibitorKey, number>();
  for (const [index, { key, monogram, ...exhibitor }] of demoExhibitors.entries()) {
    const profilePictureId = await ctx.image(logoImage(monogram, index));
    const coverPhotoId = await ctx.image(
      bannerImage(1440, 320, { title: exhibitor.title, subtitle: exhibitor.category }, index + 1),
    );
    const [row] = await tx
      .insert(exhibitors)
      .values({ ...exhibitor, tenantId, eventId, profilePictureId, coverPhotoId })
      .returning({ id: exhibitors.id });
    idByKey.set(key, row!.id);
  }

  for (const [index, { exhibitor, ...property }] of demoProperties.entries()) {
    const exhibitorId = idByKey.get(exhibitor);
    if (exhibitorId === undefined) throw new Error(`demo property "${property.title}" names no exhibitor`);
    const [row] = await tx
      .insert(properties)
      .values({ ...property, tenantId, eventId, exhibitorId })
      .returning({ id: properties.id });
    const day = await ctx.image(propertyImage(index, false));
    const dusk = await ctx.image(propertyImage(index, true));
    await tx.insert(propertyImages).values([
      { propertyId: row!.id, mediaId: day, position: 0 },
      { propertyId: row!.id, mediaId: dusk, position: 1 },
    ]);
  }
}
