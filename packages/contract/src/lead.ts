import { z } from 'zod';
import { databaseIdSchema, dateTextSchema, pageOf } from './common.ts';

/**
 * A badge's short code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), shown as
 * ABCD-EFGH; typing accepts lower case, spaces and dashes.
 */
export const badgeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const badgeCodeLength = 8;

/** The code as typed → as stored, or null when it cannot be one. */
export function normalizeBadgeCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== badgeCodeLength) return null;
  return [...code].every((char) => badgeAlphabet.includes(char)) ? code : null;
}

export const formatBadgeCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** `GET badge`, `POST badge/rotate`: the caller's badge. */
export const badgeSchema = z
  .object({
    code: z.string().describe('8 characters, shown as ABCD-EFGH'),
    qr: z.string().describe('an SVG of the QR code; it holds the code and its signature only'),
    payload: z.string().describe('the text in the QR code'),
    hasPhone: z.boolean().describe('whether a scan shares a phone too (the account has one)'),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof badgeSchema>;

export const leadSources = ['SCAN', 'PROPERTY', 'STAND'] as const;
export const leadSourceSchema = z.enum(leadSources).meta({ id: 'LeadSource' });
export type LeadSource = z.infer<typeof leadSourceSchema>;

export const leadRatings = ['HOT', 'WARM', 'COLD'] as const;
export const leadRatingSchema = z.enum(leadRatings).meta({ id: 'LeadRating' });
export type LeadRating = z.infer<typeof leadRatingSchema>;

export const leadLimits = {
  messageMax: 1_000,
  notesMax: 5_000,
  tagsMax: 20,
  tagMax: 40,
  /** A scan queued offline may be sent this late with its own time. */
  offlineDays: 30,
  /** Typed codes per stand and minute (a QR's signature needs no such limit). */
  typedCodesPerMinute: 120,
} as const;

/** `POST exhibitor/{id}/leads`: a scanned QR's text, or the typed short code. */
export const leadCaptureRequestSchema = z
  .object({
    badge: z.string().trim().min(1).max(200),
    capturedAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('when it was scanned, for scans sent after being queued offline'),
  })
  .meta({ id: 'LeadCaptureRequest' });
export type LeadCaptureRequest = z.infer<typeof leadCaptureRequestSchema>;

/** 'Tenho interesse' / 'Fale com o expositor': the visitor's consent, and a message. */
export const interestRequestSchema = z
  .object({
    consent: z.boolean().describe('must be true: the visitor agrees to share name, e-mail and phone'),
    message: z.string().trim().max(leadLimits.messageMax).optional(),
  })
  .meta({ id: 'InterestRequest' });
export type InterestRequest = z.infer<typeof interestRequestSchema>;

export const leadSchema = z
  .object({
    id: z.number().int(),
    exhibitorId: z.number().int(),
    source: leadSourceSchema,
    propertyId: z.number().int().nullable(),
    propertyTitle: z.string().nullable(),
    message: z.string().nullable(),
    rating: leadRatingSchema.nullable(),
    notes: z.string(),
    tags: z.array(z.string()),
    capturedAt: z.string().describe('ISO 8601'),
    capturedBy: z.string().nullable().describe("the team member's name, for scans"),
    /** Null once the visitor withdrew consent: the lead stays as an anonymous count. */
    person: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;

/** `PATCH exhibitor/{id}/leads/{leadId}`: the team's own notes on a lead. */
export const leadUpdateSchema = z
  .object({
    rating: leadRatingSchema.nullable().optional(),
    notes: z.string().max(leadLimits.notesMax).optional(),
    tags: z.array(z.string().trim().min(1).max(leadLimits.tagMax)).max(leadLimits.tagsMax).optional(),
  })
  .meta({ id: 'LeadUpdate' });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** The lead list's filters, shared by the list and its export. */
export const leadFilterSchema = z.object({
  q: z.string().trim().max(100).optional().describe('in name, e-mail, phone, message and notes'),
  source: leadSourceSchema.optional(),
  rating: leadRatingSchema.optional(),
  tag: z.string().trim().max(leadLimits.tagMax).optional(),
  propertyId: databaseIdSchema.optional(),
  day: dateTextSchema.optional().describe("dd/MM/yyyy on the event's clock"),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadPageSchema = pageOf(leadSchema).meta({ id: 'LeadPage' });

/** `GET consent`: the stands holding the caller's contact. */
export const consentSchema = z
  .object({
    exhibitorId: z.number().int(),
    title: z.string(),
    eventId: z.number().int(),
    source: leadSourceSchema,
    at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Consent' });
export type Consent = z.infer<typeof consentSchema>;

/** `GET lead/summary?eventId=`: the organizer's counts per stand, never the people. */
export const leadSummarySchema = z
  .object({
    exhibitorId: z.number().int(),
    title: z.string(),
    leads: z.number().int(),
    withdrawn: z.number().int(),
  })
  .meta({ id: 'LeadSummary' });
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** `POST event/{id}/checkin`: a scanned or typed badge at the door (ADMIN). */
export const checkinRequestSchema = z
  .object({
    badge: z.string().trim().min(1).max(200),
    at: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('when it was scanned, for check-ins sent after being queued offline'),
  })
  .meta({ id: 'CheckinRequest' });
export type CheckinRequest = z.infer<typeof checkinRequestSchema>;

/**
 * `CHECKED_IN`: 'Entrada liberada' (a participant, or a visitor who just took a free seat);
 * `ALREADY`: 'Já entrou às HH:mm'. A visitor who did not participate when no seat is left is a 409
 * `EVENT_CROWDED` ('Evento lotado').
 */
export const checkinResultSchema = z
  .object({
    name: z.string(),
    status: z.enum(['CHECKED_IN', 'ALREADY']),
    at: z.string().describe('ISO 8601: when they came in'),
    /** Whether this check-in took one of the event's free seats (the visitor had not participated). */
    seatTaken: z.boolean(),
  })
  .meta({ id: 'CheckinResult' });
export type CheckinResult = z.infer<typeof checkinResultSchema>;

/** `GET event/{id}/checkin/stats`: the door's dashboard. */
export const checkinStatsSchema = z
  .object({
    participants: z.number().int(),
    present: z.number().int(),
    capacity: z.number().int().nullable(),
    byHour: z
      .array(
        z.object({
          hour: z.string().describe("yyyy-MM-ddTHH:00 on the event's clock"),
          count: z.number().int(),
        }),
      )
      .describe('check-ins per hour, oldest first'),
  })
  .meta({ id: 'CheckinStats' });
export type CheckinStats = z.infer<typeof checkinStatsSchema>;

/** `POST routeImmobile/{id}/interest`, `POST exhibitor/{id}/interest`: the consent, and whether it is new. */
export const interestResultSchema = consentSchema
  .extend({ created: z.boolean().describe('false: the stand already had the contact (message refreshed)') })
  .meta({ id: 'InterestResult' });
export type InterestResult = z.infer<typeof interestResultSchema>;
