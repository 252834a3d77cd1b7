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
  /** A moderator decided a post (approve, deny, back to analysis), hid or showed a comment. */
  'publication.moderated': { id: number };
  /** Its author (or an ADMIN) edited a post. */
  'publication.updated': { id: number };
  /** Its author (or an ADMIN) deleted a post. */
  'publication.removed': { id: number };
  'participation.created': ParticipationChange;
  'participation.cancelled': ParticipationChange;
  /** A new account: signed up, or first signed in with an identity provider. */
  'user.registered': { id: number; name: string; email: string; locale: string };
  'lead.created': {
    id: number;
    exhibitorId: number;
    source: string;
    propertyId: number | null;
    capturedAt: string;
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
  'publication.moderated',
  'publication.updated',
  'publication.removed',
  'participation.created',
  'participation.cancelled',
  'user.registered',
  'lead.created',
  'checkin.created',
  'agenda.changed',
  'exhibitor.changed',
  'event.changed',
  'speaker.changed',
  'property.changed',
  'member.changed',
  'tenant.changed',
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
