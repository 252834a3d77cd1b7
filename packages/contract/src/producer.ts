import { z } from 'zod';
import { databaseIdSchema, dateTextSchema, pageOf, roleSchema, timeTextSchema } from './common.ts';
import { propertyStatusByCode, propertyStatusSchema, quotaByCode, quotaSchema } from './domain.ts';
import { limits } from './limits.ts';

/**
 * Create and edit requests of the producer area, enforced on the server: the original client
 * marked fields required without checking them. HTML fields are sanitized
 * by the server whatever the client sends; plain fields are trimmed.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const html = (max: number) => z.string().max(max).describe('HTML; sanitized by the server');

/** Only http(s) links survive: no `javascript:` or `data:` URL is ever stored. */
export const webUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Expected an http(s) URL');
const optionalUrl = webUrlSchema
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);

export const addressInputSchema = z.object({
  road: text(200),
  number: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => value || 'S/N'),
  city: text(120),
  state: text(60),
  zipCode: text(20),
  complement: optionalText(200),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** The original client's `socialMediaRequest`: every link optional; WhatsApp as a phone or a wa.me link. */
export const socialMediaInputSchema = z.object({
  whatsapp: optionalText(60),
  site: optionalUrl,
  facebook: optionalUrl,
  instagram: optionalUrl,
  linkedin: optionalUrl,
  spotify: optionalUrl,
  youtube: optionalUrl,
  twitter: optionalUrl,
});

/** A quota as the form's numeric code (1 Presente … 6 Construtora) or its name. */
export const quotaInputSchema = z.union([
  quotaSchema,
  z.coerce
    .number()
    .int()
    .refine((code) => code in quotaByCode, 'Expected a quota code 1–6')
    .transform((code) => quotaByCode[code]!),
]);
/** A property status as the form's numeric code (1 Pronto … 4 breve lançamento) or its name. */
export const propertyStatusInputSchema = z.union([
  propertyStatusSchema,
  z.coerce
    .number()
    .int()
    .refine((code) => code in propertyStatusByCode, 'Expected a status code 1–4')
    .transform((code) => propertyStatusByCode[code]!),
]);

/**
 * `POST event?request={json}` (+ multipart `files`, `coverPhoto`, `coverPhotoMobile`,
 * `profilePicture`) and `PUT event/{id}` in the same style. On edit, `images` lists the gallery
 * URLs to keep (new `files` are appended) and a picture field left out keeps the current one.
 */
export const eventRequestSchema = z
  .object({
    title: text(200),
    description: html(50_000).refine((value) => value.trim().length > 0, 'Required'),
    aboutSponsor: html(50_000).nullish(),
    local: text(200),
    capacity: z.coerce.number().int().min(0).max(10_000_000).nullish(),
    dateStart: dateTextSchema,
    dateEnd: dateTextSchema,
    timeStart: timeTextSchema,
    timeEnd: timeTextSchema,
    timeZone: z.string().max(60).optional().describe('IANA zone; America/Sao_Paulo by default'),
    featured: z.boolean().optional(),
    videos: z.array(webUrlSchema).max(10).optional(),
    address: addressInputSchema,
    socialMediaRequest: socialMediaInputSchema.partial().optional(),
    images: z.array(z.string().max(500)).max(30).optional().describe('edit: gallery URLs to keep'),
  })
  .meta({ id: 'EventRequest' });
export type EventRequest = z.input<typeof eventRequestSchema>;

/** `POST exhibitor` multipart `exhibitorRequest` (JSON) + `profilePicture`, `coverPhoto`, `coverPhotoMobile`. */
export const exhibitorRequestSchema = z
  .object({
    idEvent: databaseIdSchema,
    title: text(200),
    description: html(50_000).refine((value) => value.trim().length > 0, 'Required'),
    shortDescription: text(300),
    category: text(80),
    sponsor: z.boolean().default(false),
    aboutSponsor: html(50_000).nullish(),
    sector: optionalText(120),
    quota: quotaInputSchema,
    company: optionalText(200),
    local: optionalText(200),
    address: addressInputSchema.nullish(),
    socialMedia: socialMediaInputSchema.partial().optional(),
  })
  .meta({ id: 'ExhibitorRequest' });
export type ExhibitorRequest = z.input<typeof exhibitorRequestSchema>;

/** `POST routeImmobile?request={json}` + multipart image `files`; `PUT routeImmobile/{id}` alike. */
export const propertyRequestSchema = z
  .object({
    eventId: databaseIdSchema,
    exhibitorsId: databaseIdSchema.describe('the owning exhibitor (its title is the route group)'),
    title: text(200),
    description: html(50_000).refine((value) => value.trim().length > 0, 'Required'),
    suites: z.coerce.number().int().min(0).max(100),
    room: z.coerce.number().int().min(0).max(100),
    size: z.coerce.number().positive().max(1_000_000),
    contact: optionalText(120),
    status: propertyStatusInputSchema,
    address: addressInputSchema,
    images: z.array(z.string().max(500)).max(20).optional().describe('edit: image URLs to keep'),
  })
  .meta({ id: 'PropertyRequest' });
export type PropertyRequest = z.input<typeof propertyRequestSchema>;

/** `POST speaker?request={json}` + multipart `profilePicture`; `PUT speaker/{id}`, `DELETE speaker/{id}`. */
export const speakerRequestSchema = z
  .object({
    eventId: databaseIdSchema,
    name: text(200),
    company: optionalText(200),
    office: optionalText(200),
    description: html(20_000).default(''),
  })
  .meta({ id: 'SpeakerRequest' });
export type SpeakerRequest = z.input<typeof speakerRequestSchema>;

/** `POST agenda` JSON; `PUT agenda/{id}`, `DELETE agenda/{id}`. Speakers must belong to the event. */
export const agendaItemRequestSchema = z
  .object({
    eventId: databaseIdSchema,
    date: dateTextSchema,
    timeStart: timeTextSchema,
    timeEnd: timeTextSchema,
    theme: text(300),
    description: z.string().trim().max(5_000).default(''),
    speakerIds: z.array(databaseIdSchema).max(20).default([]),
    stage: z
      .string()
      .trim()
      .max(limits.stageLength)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null))
      .describe('room or stage name; absent keeps the stored one on edit, null or empty clears it'),
  })
  .meta({ id: 'AgendaItemRequest' });
export type AgendaItemRequest = z.input<typeof agendaItemRequestSchema>;

/** `PATCH agenda/{id}/cancel`: a cancelled session stays listed, flagged, for calendars and reminders. */
export const agendaCancelRequestSchema = z
  .object({ cancelled: z.boolean() })
  .meta({ id: 'AgendaCancelRequest' });
export type AgendaCancelRequest = z.infer<typeof agendaCancelRequestSchema>;

/** Members of the tenant (`GET user/members`), with what a producer needs to manage them. */
export const memberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    confirmed: z.boolean(),
    creationDate: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;
export const memberPageSchema = pageOf(memberSchema).meta({ id: 'MemberPage' });
/** `PATCH user/{id}/role`: ADMIN or USER (a GUEST role is never granted). */
export const memberRoleRequestSchema = z.object({ role: z.string().max(20) });

/** Support requests sent through `user/help` (`GET user/help`, newest first). */
export const supportMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    creationDate: z.string().describe('ISO 8601'),
    handled: z.boolean(),
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessagePageSchema = pageOf(supportMessageSchema).meta({ id: 'SupportMessagePage' });

/** `GET analytics/summary/{eventId}?from&to` (dd/MM/yyyy, both inclusive; default the last 30 days). */
export const analyticsSummaryQuerySchema = z.object({
  from: dateTextSchema.optional(),
  to: dateTextSchema.optional(),
});
export const analyticsSummarySchema = z
  .object({
    from: dateTextSchema,
    to: dateTextSchema,
    pageViewsPerDay: z.array(z.object({ date: dateTextSchema, count: z.number().int() })),
    tabOpens: z.array(z.object({ tab: z.string(), count: z.number().int() })),
    topExhibitors: z.array(z.object({ id: z.number().int(), title: z.string(), views: z.number().int() })),
    participants: z.number().int(),
    capacity: z.number().int().nullable(),
    publications: z.object({
      ANALYSIS: z.number().int(),
      APPROVED: z.number().int(),
      DENIED: z.number().int(),
    }),
  })
  .meta({ id: 'AnalyticsSummary' });
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** At most this many origins may frame the embeddable widgets. */
export const maxEmbedOrigins = 20;
/**
 * An origin allowed to frame the widgets: `https://feira.example.com` (http(s), host, optional
 * port, no path, query or credentials), or `*` for any site. Written into a CSP `frame-ancestors`,
 * so nothing else (spaces, quotes, semicolons) can get through.
 */
export const embedOriginSchema = z
  .string()
  .trim()
  .max(200)
  .refine(
    (value) => value === '*' || /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(value),
    'Expected an http(s) origin without a path, or *',
  )
  .transform((value) => value.toLowerCase());

/** The tenant's settings (`GET`/`PUT tenant/settings`): what `GET /api/config` tells visitors. */
export const tenantSettingsSchema = z
  .object({
    name: text(120),
    supportEmail: z.string().trim().max(254).pipe(z.email()).nullable(),
    supportPhone: optionalText(40).describe('WhatsApp number'),
    androidAppUrl: optionalUrl,
    reportThreshold: z
      .number()
      .int()
      .min(1)
      .max(100)
      .optional()
      .describe('open reports that hide a post or comment for review (default 3; kept when left out)'),
    embedOrigins: z
      .array(embedOriginSchema)
      .max(maxEmbedOrigins)
      .nullable()
      .optional()
      .transform((list) => (list === undefined || list === null || list.length > 0 ? list : null))
      .describe(
        'sites that may frame the embeddable widgets: origins, or `*` for any; null or ' +
          'empty allows this app only; kept when left out',
      ),
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;
