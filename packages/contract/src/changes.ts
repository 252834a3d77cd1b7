import type { PublicationStatus, PublicationType } from './domain.ts';

/**
 * The domain changes a write records through the change seam (docs/adr/0008), by name. A write
 * says what happened; the modules that care subscribe to the name (webhooks, the read cache,
 * reminders, notifications, jobs), so a new side effect is a new subscriber, not an edit to every
 * write. Each change belongs to one tenant, given beside the payload.
 *
 * The webhook events (`webhookEventTypes`) are a subset of these names; what a webhook body says
 * of each is chosen by the webhooks module.
 */
export interface DomainChanges {
  /** A post or announcement was made; `status` APPROVED when an ADMIN made it. */
  'publication.created': PublicationChange;
  /** A post became visible: made by an ADMIN, or approved by a moderator. */
  'publication.approved': PublicationChange;
  /** A moderator decided a post: approved, denied, or sent back to analysis. */
  'publication.decided': PublicationChange & {
    previousStatus: PublicationStatus;
    moderatorId: number;
    reason: string | null;
  };
  /** The word filter held a post for review, or hid a comment, for the term it matched. */
  'publication.held': {
    publicationId: number;
    /** The comment held; null for a post. */
    commentId: number | null;
    authorId: number;
    term: string;
    /** A post's status as made. */
    status: PublicationStatus | null;
  };
  /** A post or a comment was hidden or shown again, by a moderator or by its reports. */
  'publication.moderated': ContentModeration;
  /** Its author (or an ADMIN) edited a post; a member's edit sends it back to analysis. */
  'publication.updated': { id: number; eventId: number; description: string; backToAnalysis: boolean };
  /** Its author (or an ADMIN) deleted a post. */
  'publication.removed': { id: number };
  'participation.created': ParticipationChange;
  'participation.cancelled': ParticipationChange;
  /** A new account: signed up, or first signed in with an identity provider. */
  'user.registered': { id: number; name: string; email: string; locale: string };
  /** A post's likes or comments changed: watchers hear its new counts and latest comments. */
  'reaction.changed': { publicationId: number };
  /** A comment was deleted, by its author or (`moderatorId`) by a moderator. */
  'comment.removed': {
    publicationId: number;
    commentId: number;
    authorId: number;
    moderatorId: number | null;
    text: string;
  };
  /** A comment went up (not held by the word filter) or a like was given. */
  'reaction.created': {
    kind: 'like' | 'comment';
    post: { id: number; eventId: number; authorId: number; description: string };
    actor: { id: number; name: string };
  };
  'lead.created': {
    id: number;
    exhibitorId: number;
    source: string;
    propertyId: number | null;
    capturedAt: string;
  };
  /** A visitor asked a stand to contact them ('Tenho interesse'), with their consent. */
  'lead.interest': {
    leadId: number;
    stand: { id: number; eventId: number; title: string };
    /** The visitor, who consented to the stand having their contact. */
    person: { id: number; name: string; email: string; phone: string | null };
    property: { id: number; title: string } | null;
    message: string | null;
  };
  /** The organizer approved or rejected a stand's proposed change (its page, or a property). */
  'stand.revision.decided': {
    stand: { id: number; eventId: number; title: string };
    /** A property's revision names the property (its id once approved, unless it was deleted). */
    revision: { kind: 'page' | 'property'; id: number; propertyId: number | null; title: string | null };
    approved: boolean;
    reason: string | null;
  };
  'checkin.created': { eventId: number; userId: number; name: string; at: string; walkIn: boolean };
  /** A session was created, edited, moved, cancelled, restored or deleted. */
  'agenda.changed': AgendaChange;
  /** A stand's page was created, edited (by the producer or an approved revision) or deleted. */
  'exhibitor.changed': {
    action: 'created' | 'updated' | 'deleted';
    id: number;
    eventId: number;
    title: string;
  };
  /** An event's showcase fields, its images or the featured event changed. */
  'event.changed': { eventId: number | null };
  'speaker.changed': { id: number | null };
  'property.changed': { id: number | null };
  /** A member's role, profile shown on the showcase, or removal. */
  'member.changed': { userId: number };
  /** The tenant's settings (name, colours, embed origins, …). */
  'tenant.changed': Record<string, never>;
  /** The hourly expiry deleted old guest accounts; the seats they held went back to these events. */
  'guests.expired': { eventIds: number[] };
  /** A user starred a session: its reminders are planned. */
  'favorite.added': { userId: number; agendaItemId: number };
  /** A user unstarred a session: its pending reminders go. */
  'favorite.removed': { userId: number; agendaItemId: number };
  /** A user changed when they want reminders: every one of theirs is planned again. */
  'reminders.changed': { userId: number };
}

export type ChangeName = keyof DomainChanges;

/** Every change name, for the table of who subscribes to what. */
export const changeNames = [
  'publication.created',
  'publication.approved',
  'publication.decided',
  'publication.held',
  'publication.moderated',
  'publication.updated',
  'publication.removed',
  'participation.created',
  'participation.cancelled',
  'user.registered',
  'reaction.changed',
  'comment.removed',
  'reaction.created',
  'lead.created',
  'lead.interest',
  'stand.revision.decided',
  'checkin.created',
  'agenda.changed',
  'exhibitor.changed',
  'event.changed',
  'speaker.changed',
  'property.changed',
  'member.changed',
  'tenant.changed',
  'guests.expired',
  'favorite.added',
  'favorite.removed',
  'reminders.changed',
] as const satisfies readonly ChangeName[];
/** Fails to compile when a change is missing from `changeNames`. */
export const everyChangeNamed: Exclude<ChangeName, (typeof changeNames)[number]> extends never
  ? true
  : never = true;

export interface PublicationChange {
  id: number;
  eventId: number;
  authorId: number;
  type: PublicationType;
  status: PublicationStatus;
  description: string;
}

export interface ContentModeration {
  kind: 'publication' | 'comment';
  /** The post, or the comment. */
  itemId: number;
  publicationId: number;
  eventId: number;
  authorId: number;
  hidden: boolean;
  /** As it was before. */
  previous: { hidden: boolean; reason: string | null };
  /** Null when its reports hid it. */
  moderatorId: number | null;
  /** The open reports that hid it, when they did. */
  reports: number | null;
  reason: string | null;
  /** The start of the post's or comment's text, for the author's notice. */
  excerpt: string;
}

export interface ParticipationChange {
  eventId: number;
  userId: number;
}

/** What happened to the session, and the session as it now is (only `action` and `id` once deleted). */
export type AgendaChange =
  | {
      action: string;
      id: number;
      eventId: number;
      date: string;
      timeStart: string;
      timeEnd: string;
      theme: string;
      stage: string | null;
      cancelled: boolean;
      /** Raised by every change, so calendars and notices tell versions apart. */
      sequence?: number;
      /** What the session's stars are told (a move, a cancellation, a restore), if anything. */
      notice?: AgendaNotice | null;
    }
  | { action: string; id: number; notice?: null };

export type AgendaNotice = 'CHANGED' | 'CANCELLED' | 'RESTORED';
