import { z } from 'zod';
import { addressSchema, dateTextSchema, socialMediaSchema, timeTextSchema } from './common.ts';
import { propertyStatusSchema, quotaSchema } from './domain.ts';
import { sponsorSchema } from './event.ts';

/** An exhibitor as a card in lists (the original client's list items, plus quota and short description). */
export const exhibitorListItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: z.string(),
    quota: quotaSchema,
    sponsor: z.boolean(),
    shortDescription: z.string(),
    profilePicture: z.string().nullable(),
    local: z.string().nullable(),
    dateStart: dateTextSchema.describe("the event's first day"),
  })
  .meta({ id: 'ExhibitorListItem' });
export type ExhibitorListItem = z.infer<typeof exhibitorListItemSchema>;

/** `exhibitor/findByEvent/{eventId}`: category → its exhibitors. */
export const exhibitorsByCategorySchema = z
  .record(z.string(), z.array(exhibitorListItemSchema))
  .meta({ id: 'ExhibitorsByCategory' });

export const exhibitorSchema = z
  .object({
    id: z.number().int(),
    eventId: z.number().int(),
    title: z.string(),
    description: z.string().describe('sanitized HTML'),
    shortDescription: z.string(),
    category: z.string(),
    quota: quotaSchema,
    sponsor: z.boolean(),
    aboutSponsor: z.string().nullable().describe('sanitized HTML'),
    sector: z.string().nullable(),
    company: z.string().nullable(),
    local: z.string().nullable(),
    dateStart: dateTextSchema,
    address: addressSchema.nullable(),
    socialMedia: socialMediaSchema,
    profilePicture: z.string().nullable(),
    coverPhoto: z.string().nullable(),
    coverPhotoMobile: z.string().nullable(),
  })
  .meta({ id: 'Exhibitor' });
export type Exhibitor = z.infer<typeof exhibitorSchema>;

/** `event/shortcuts/{id}` and `exhibitor/shortcuts/{id}`: the shortcuts side panel's data. */
export const shortcutsSchema = z
  .object({
    listSponsor: z.array(sponsorSchema),
    exhibitors: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        shortDescription: z.string(),
        profilePicture: z.string().nullable(),
        quota: quotaSchema,
      }),
    ),
    address: addressSchema.nullable(),
    socialMedia: socialMediaSchema,
  })
  .meta({ id: 'Shortcuts' });
export type Shortcuts = z.infer<typeof shortcutsSchema>;

export const speakerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    office: z.string().nullable(),
    description: z.string().describe('sanitized HTML'),
    profilePicture: z.string().nullable(),
  })
  .meta({ id: 'Speaker' });
export type Speaker = z.infer<typeof speakerSchema>;

export const agendaItemSchema = z
  .object({
    id: z.number().int(),
    timeStart: timeTextSchema,
    timeEnd: timeTextSchema,
    theme: z.string(),
    description: z.string(),
    speaker: z.array(speakerSchema),
    stage: z.string().nullable().describe('room or stage name'),
    cancelled: z.boolean().describe('a cancelled session stays listed, flagged'),
  })
  .meta({ id: 'AgendaItem' });
export type AgendaItem = z.infer<typeof agendaItemSchema>;

/** `agenda/event/{eventId}`: dd/MM/yyyy → items sorted by start time. */
export const agendaSchema = z.record(z.string(), z.array(agendaItemSchema)).meta({ id: 'Agenda' });
export type Agenda = z.infer<typeof agendaSchema>;

export const propertySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    images: z.array(z.string()),
    address: z
      .object({ logradouro: z.string(), localidade: z.string() })
      .describe('street with number, and neighbourhood/city'),
    fullAddress: addressSchema
      .nullable()
      .describe('the address as stored, in the shape PropertyRequest takes it (ZIP code included)'),
    status: propertyStatusSchema,
    room: z.number().int(),
    suites: z.number().int(),
    size: z.number(),
    description: z.string().describe('sanitized HTML'),
    contact: z.string().nullable(),
    exhibitorId: z.number().int(),
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof propertySchema>;

/** `routeImmobile/event/{eventId}`: group (the owning exhibitor's title) → its properties. */
export const propertiesByGroupSchema = z
  .record(z.string(), z.array(propertySchema))
  .meta({ id: 'PropertiesByGroup' });

export const participationSchema = z
  .object({
    participating: z.boolean(),
    participants: z.number().int(),
    capacity: z.number().int().nullable(),
  })
  .meta({ id: 'Participation' });
export type Participation = z.infer<typeof participationSchema>;

export const analyticsEventTypes = ['page_view', 'tab_open'] as const;
export const analyticsEventSchema = z.object({
  type: z.enum(analyticsEventTypes),
  path: z.string().max(300),
  tab: z.string().max(40).optional(),
  // Row ids are int4: a larger one is a 400 here, not a database error.
  eventId: z.number().int().positive().max(2_147_483_647).optional(),
  exhibitorId: z.number().int().positive().max(2_147_483_647).optional(),
  at: z.iso.datetime({ offset: true }),
});
export const analyticsBatchSchema = z
  .object({ events: z.array(analyticsEventSchema).min(1).max(50) })
  .meta({ id: 'AnalyticsBatch' });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** Optional search on exhibitor, speaker and property lists: case- and accent-insensitive. */
export const searchQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
