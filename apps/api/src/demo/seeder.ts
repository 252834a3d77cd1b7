import type { SeedDemo } from '../db/prepare.ts';
import type { MediaService } from '../media/media.service.ts';

/** The demo seed as `prepareDatabase` takes it, storing its images through `media`. */
export function demoSeeder(media: MediaService): SeedDemo {
  return async (db, options) => {
    // Loaded only when seeding: the image generation it pulls in is not needed on a normal start.
    const { seedDemo } = await import('./seed.ts');
    return seedDemo(db, media, options);
  };
}
