import { z } from 'zod';
import { passwordMinLength } from './auth-rules.ts';
import { socialMediaSchema } from './common.ts';
import { propertySchema } from './showcase.ts';

/** A stand team member's role: the OWNER also invites and removes STAFF of that stand. */
export const standRoles = ['OWNER', 'STAFF'] as const;
export const standRoleSchema = z.enum(standRoles).meta({ id: 'StandRole' });
export type StandRole = z.infer<typeof standRoleSchema>;

export const standLimits = {
  /** An invitation's link works this long, once. */
  inviteDays: 7,
} as const;

/** `POST exhibitor/{id}/members`: invite someone to the stand's team by e-mail. */
export const standInviteRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    role: standRoleSchema,
  })
  .meta({ id: 'StandInviteRequest' });
export type StandInviteRequest = z.infer<typeof standInviteRequestSchema>;

/** An invitation not yet accepted, as the team screen lists it. */
export const standInviteSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: standRoleSchema,
    expiresAt: z.string().describe('ISO 8601'),
    expired: z.boolean(),
    invitedBy: z.string().nullable().describe("the inviter's name"),
  })
  .meta({ id: 'StandInvite' });
export type StandInvite = z.infer<typeof standInviteSchema>;

export const standMemberSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: standRoleSchema,
    since: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'StandMember' });
export type StandMember = z.infer<typeof standMemberSchema>;

/** `GET exhibitor/{id}/members`: the team and the invitations still open. */
export const standTeamSchema = z
  .object({
    exhibitorId: z.number().int(),
    members: z.array(standMemberSchema),
    invites: z.array(standInviteSchema),
    /** 'Publicar sem revisão': the OWNER's page edits go live without the organizer. */
    publishWithoutReview: z.boolean(),
  })
  .meta({ id: 'StandTeam' });
export type StandTeam = z.infer<typeof standTeamSchema>;

/** A stand the caller is on (`GET exhibitor/mine`), for the exhibitor area and the user menu. */
export const myStandSchema = z
  .object({
    exhibitorId: z.number().int(),
    title: z.string(),
    eventId: z.number().int(),
    eventTitle: z.string(),
    role: standRoleSchema,
  })
  .meta({ id: 'MyStand' });
export type MyStand = z.infer<typeof myStandSchema>;

export const inviteStatusSchema = z.enum(['OPEN', 'EXPIRED', 'USED', 'CANCELLED']);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** `GET invite/{token}`: what the link is for, shown before it is accepted. */
export const invitePreviewSchema = z
  .object({
    status: inviteStatusSchema,
    email: z.string(),
    role: standRoleSchema,
    exhibitorId: z.number().int(),
    exhibitorTitle: z.string(),
    eventTitle: z.string(),
    expiresAt: z.string().describe('ISO 8601'),
    /** Whether an account of this tenant already has the invited address (then: sign in first). */
    accountExists: z.boolean(),
  })
  .meta({ id: 'InvitePreview' });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/**
 * `POST invite/{token}/accept`: empty when signed in with the invited address; otherwise the name
 * and password of the confirmed account made for it.
 */
export const inviteAcceptRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    password: z.string().min(passwordMinLength).max(200).optional(),
  })
  .refine((body) => (body.name === undefined) === (body.password === undefined), {
    path: ['password'],
    message: 'Send both name and password, or neither',
  })
  .meta({ id: 'InviteAcceptRequest' });
export type InviteAcceptRequest = z.infer<typeof inviteAcceptRequestSchema>;

export const inviteAcceptResponseSchema = z
  .object({
    exhibitorId: z.number().int(),
    role: standRoleSchema,
    /** A token for the account made for the invitation (absent when the caller was signed in). */
    token: z.string().optional(),
  })
  .meta({ id: 'InviteAcceptResponse' });
export type InviteAcceptResponse = z.infer<typeof inviteAcceptResponseSchema>;

/** A page field set of a stand: what its OWNER may change (the organizer keeps the rest). */
const standPageSchema = z.object({
  description: z.string(),
  shortDescription: z.string(),
  aboutSponsor: z.string().nullable(),
  socialMedia: socialMediaSchema,
  profilePicture: z.string().nullable(),
  coverPhoto: z.string().nullable(),
  coverPhotoMobile: z.string().nullable(),
});
export type StandPage = z.infer<typeof standPageSchema>;

export const revisionStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'REPLACED'] as const;
export const revisionStatusSchema = z.enum(revisionStatuses);
export type RevisionStatus = z.infer<typeof revisionStatusSchema>;

/**
 * A stand OWNER's edit of its page (`PUT exhibitor/{id}` answers 202 with it), and the organizer's
 * side-by-side view: `current` is what the public page shows, `proposed` the page once approved.
 */
export const standRevisionSchema = z
  .object({
    id: z.number().int(),
    exhibitorId: z.number().int(),
    exhibitorTitle: z.string(),
    eventId: z.number().int(),
    status: revisionStatusSchema,
    author: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
    reason: z.string().nullable().describe("the organizer's reason for a rejection"),
    decidedAt: z.string().nullable(),
    current: standPageSchema,
    proposed: standPageSchema,
    /** The fields that differ, for the organizer's eye. */
    changed: z.array(z.string()),
  })
  .meta({ id: 'StandRevision' });
export type StandRevision = z.infer<typeof standRevisionSchema>;

export const revisionRejectRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(1_000) })
  .meta({ id: 'RevisionRejectRequest' });

/** `PATCH exhibitor/{id}/review`: 'publicar sem revisão' for a trusted stand (ADMIN). */
export const standReviewRequestSchema = z
  .object({ publishWithoutReview: z.boolean() })
  .meta({ id: 'StandReviewRequest' });
export type StandReviewRequest = z.infer<typeof standReviewRequestSchema>;

export const propertyRevisionActions = ['CREATE', 'UPDATE', 'DELETE'] as const;
export const propertyRevisionActionSchema = z.enum(propertyRevisionActions);
export type PropertyRevisionAction = z.infer<typeof propertyRevisionActionSchema>;

/** A property as a revision shows it: the public `Property` without its id (a new one has none yet). */
const propertyDraftSchema = propertySchema.omit({ id: true });
export type PropertyDraft = z.infer<typeof propertyDraftSchema>;

/**
 * A constructor stand OWNER's property change through the producer's `routeImmobile` writes (202
 * with it): a new property, an edit or a removal, waiting for the organizer. One PENDING per
 * property (a new save replaces it); each new property is its own. `current` is what the route
 * shows now (null for CREATE), `proposed` what it shows once approved (null for DELETE).
 */
export const propertyRevisionSchema = z
  .object({
    id: z.number().int(),
    exhibitorId: z.number().int(),
    exhibitorTitle: z.string(),
    eventId: z.number().int(),
    propertyId: z.number().int().nullable().describe('null for a new property until approved'),
    action: propertyRevisionActionSchema,
    status: revisionStatusSchema,
    author: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
    reason: z.string().nullable().describe("the organizer's reason for a rejection"),
    decidedAt: z.string().nullable(),
    current: propertyDraftSchema.nullable(),
    proposed: propertyDraftSchema.nullable(),
    changed: z.array(z.string()),
  })
  .meta({ id: 'PropertyRevision' });
export type PropertyRevision = z.infer<typeof propertyRevisionSchema>;
