import { z } from 'zod';
import { addressSchema, dateTextSchema, pageOf, socialMediaSchema, timeTextSchema } from './common.ts';

export const sponsorSchema = z
  .object({ id: z.number().int(), name: z.string(), profilePicture: z.string().nullable() })
  .meta({ id: 'Sponsor' });
export type Sponsor = z.infer<typeof sponsorSchema>;

/** An event as the original client reads it. Image fields are public media URLs. */
export const eventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().describe('sanitized HTML'),
    aboutSponsor: z.string().nullable().describe('sanitized HTML'),
    local: z.string(),
    capacity: z.number().int().nullable(),
    participants: z.number().int(),
    dateStart: dateTextSchema,
    dateEnd: dateTextSchema,
    timeStart: timeTextSchema,
    timeEnd: timeTextSchema,
    timeZone: z.string(),
    featured: z.boolean(),
    coverPhoto: z.string().nullable(),
    coverPhotoMobile: z.string().nullable(),
    profilePicture: z.string().nullable(),
    images: z.array(z.string()),
    videos: z.array(z.string()),
    listSponsor: z.array(sponsorSchema),
    address: addressSchema.nullable(),
    socialMedia: socialMediaSchema,
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const eventPageSchema = pageOf(eventSchema).meta({ id: 'EventPage' });
