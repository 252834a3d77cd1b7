import {
  type Address,
  analyticsEventTypes,
  favoriteKinds,
  leadRatings,
  leadSources,
  mediaKinds,
  moderationActions as moderationActionKinds,
  propertyRevisionActions,
  propertyStatuses,
  publicationStatuses,
  publicationTypes,
  quotas,
  reportReasons,
  revisionStatuses,
  roles,
  type SocialMedia,
  standRoles,
} from '@vitrine/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const mediaRef = (name: string) => integer(name).references(() => mediaFiles.id, { onDelete: 'set null' });

// Enum values come from the contract's tuples, so the database and the API's validation cannot
// drift; their order is the database's, and a changed order or value needs a migration.
export const roleEnum = pgEnum('role', roles);
export const quotaEnum = pgEnum('quota', quotas);
export const propertyStatusEnum = pgEnum('property_status', propertyStatuses);
export const publicationTypeEnum = pgEnum('publication_type', publicationTypes);
export const publicationStatusEnum = pgEnum('publication_status', publicationStatuses);
export const mediaKindEnum = pgEnum('media_kind', mediaKinds);
export const analyticsTypeEnum = pgEnum('analytics_type', analyticsEventTypes);
export const favoriteKindEnum = pgEnum('favorite_kind', favoriteKinds);

export const tenants = pgTable('tenant', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  supportEmail: text('support_email'),
  supportPhone: text('support_phone'),
  /** The native Android app offered to visitors; ANDROID_APP_URL when null. */
  androidAppUrl: text('android_app_url'),
  /** The featured event the web app opens at /event; no FK to avoid a cycle with event. */
  defaultEventId: integer('default_event_id'),
  /** Open reports that hide a post or comment until a moderator reviews it. */
  reportThreshold: smallint('report_threshold').notNull().default(3),
  /** The word filter: a post or comment holding one of these waits for review. */
  blockedWords: text('blocked_words').array().notNull().default(sql`'{}'::text[]`),
  /**
   * The origins whose pages may frame the embeddable widgets, or `['*']` for any; null
   * (unset) allows the app's own origin only, so an organizer opts in.
   */
  embedOrigins: text('embed_origins').array(),
  createdAt: createdAt(),
});

/** Stored files: images are kept as webp width variants, videos as uploaded. Keys are unguessable. */
export const mediaFiles = pgTable(
  'media_file',
  {
    id: id(),
    tenantId: tenantId(),
    key: text('key').notNull().unique(),
    kind: mediaKindEnum('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Widths stored for images (`<key>-<w>.webp`), largest last. */
    variants: integer('variants').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [index('media_file_tenant_idx').on(t.tenantId)],
);

export const users = pgTable(
  'app_user',
  {
    id: id(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('USER'),
    confirmed: boolean('confirmed').notNull().default(false),
    name: text('name').notNull(),
    cpf: text('cpf'),
    phone: text('phone'),
    locale: text('locale').notNull().default('pt-BR'),
    imageId: mediaRef('image_id'),
    googleSubject: text('google_subject'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_user_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    index('app_user_tenant_role_idx').on(t.tenantId, t.role),
    // The hourly guest expiry (modules/auth/guest-expiry.ts) finds old guests without a scan.
    index('app_user_guest_created_idx').on(t.createdAt).where(sql`${t.role} = 'GUEST'`),
  ],
);

export const verificationCodes = pgTable(
  'verification_code',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_code_user_idx').on(t.userId, t.createdAt)],
);

export const revokedTokens = pgTable('revoked_token', {
  jti: text('jti').primaryKey(),
  tenantId: tenantId(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const events = pgTable(
  'event',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    aboutSponsor: text('about_sponsor'),
    local: text('local').notNull().default(''),
    capacity: integer('capacity'),
    /** Kept in step with participation rows in the same transaction; read on every event view. */
    participantCount: integer('participant_count').notNull().default(0),
    dateStart: date('date_start').notNull(),
    dateEnd: date('date_end').notNull(),
    timeStart: time('time_start').notNull(),
    timeEnd: time('time_end').notNull(),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    featured: boolean('featured').notNull().default(false),
    coverPhotoId: mediaRef('cover_photo_id'),
    coverPhotoMobileId: mediaRef('cover_photo_mobile_id'),
    profilePictureId: mediaRef('profile_picture_id'),
    videos: text('videos').array().notNull().default(sql`'{}'::text[]`),
    address: jsonb('address').$type<Address>(),
    socialMedia: jsonb('social_media').$type<Partial<SocialMedia>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_tenant_date_idx').on(t.tenantId, t.dateStart)],
);

export const eventImages = pgTable(
  'event_image',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.mediaId] })],
);

export const participations = pgTable(
  'participation',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('participation_user_idx').on(t.userId)],
);

/** Sponsors are exhibitors with `sponsor = true`. */
export const exhibitors = pgTable(
  'exhibitor',
  {
    id: id(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    category: text('category').notNull(),
    quota: quotaEnum('quota').notNull().default('PRESENT'),
    sponsor: boolean('sponsor').notNull().default(false),
    aboutSponsor: text('about_sponsor'),
    sector: text('sector'),
    company: text('company'),
    local: text('local'),
    address: jsonb('address').$type<Address>(),
    socialMedia: jsonb('social_media').$type<Partial<SocialMedia>>().notNull().default({}),
    profilePictureId: mediaRef('profile_picture_id'),
    coverPhotoId: mediaRef('cover_photo_id'),
    coverPhotoMobileId: mediaRef('cover_photo_mobile_id'),
    /** 'Publicar sem revisão': the stand's OWNER edits its page live, without the organizer's approval. */
    publishWithoutReview: boolean('publish_without_review').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('exhibitor_event_idx').on(t.eventId, t.category)],
);

export const speakers = pgTable(
  'speaker',
  {
    id: id(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company'),
    office: text('office'),
    description: text('description').notNull().default(''),
    profilePictureId: mediaRef('profile_picture_id'),
    createdAt: createdAt(),
  },
  (t) => [index('speaker_event_idx').on(t.eventId)],
);

export const agendaItems = pgTable(
  'agenda_item',
  {
    id: id(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    timeStart: time('time_start').notNull(),
    timeEnd: time('time_end').notNull(),
    theme: text('theme').notNull(),
    description: text('description').notNull().default(''),
    /** Room or stage name; the calendar feed's LOCATION. */
    stage: text('stage'),
    /** RFC 5545 SEQUENCE: bumped by every producer edit so calendars replace their copy. */
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A cancelled session stays listed (flagged) so calendars and reminders can say so. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('agenda_item_event_idx').on(t.eventId, t.date, t.timeStart)],
);

export const agendaItemSpeakers = pgTable(
  'agenda_item_speaker',
  {
    agendaItemId: integer('agenda_item_id')
      .notNull()
      .references(() => agendaItems.id, { onDelete: 'cascade' }),
    speakerId: integer('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.agendaItemId, t.speakerId] }),
    index('agenda_item_speaker_speaker_idx').on(t.speakerId),
  ],
);

/** A property of a route (routeImmobile); the listing groups by the owning exhibitor's title. */
export const properties = pgTable(
  'property',
  {
    id: id(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: propertyStatusEnum('status').notNull(),
    room: smallint('room').notNull().default(0),
    suites: smallint('suites').notNull().default(0),
    size: numeric('size', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    contact: text('contact'),
    address: jsonb('address').$type<Address>(),
    createdAt: createdAt(),
  },
  (t) => [index('property_event_idx').on(t.eventId, t.exhibitorId)],
);

export const propertyImages = pgTable(
  'property_image',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.mediaId] })],
);

export const publications = pgTable(
  'publication',
  {
    id: id(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: publicationTypeEnum('type').notNull(),
    status: publicationStatusEnum('status').notNull(),
    description: text('description').notNull().default(''),
    /** Kept with each like and comment in the same transaction: a feed page never counts rows. */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Hidden by a moderator, or by reports pending review: only its author and moderators see it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The word filter's term the text matched, for the moderator's eye. */
    flaggedTerm: text('flagged_term'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging of a feed: newest first within one event, type and status.
    index('publication_feed_idx').on(t.eventId, t.type, t.status, t.createdAt.desc(), t.id.desc()),
    index('publication_author_idx').on(t.authorId),
  ],
);

export const publicationMedia = pgTable(
  'publication_media',
  {
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.mediaId] })],
);

/** One person's like of a post: one per post and user. */
export const publicationLikes = pgTable(
  'publication_like',
  {
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.userId] }),
    index('publication_like_user_idx').on(t.userId),
  ],
);

/** A comment under a post or an announcement: plain text, its author's to edit. */
export const publicationComments = pgTable(
  'publication_comment',
  {
    id: id(),
    tenantId: tenantId(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** As the post's: hidden comments are left out of the thread, the card and the count. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The word filter's term it matched: held (hidden) for review until a moderator shows it. */
    flaggedTerm: text('flagged_term'),
  },
  (t) => [
    // The thread, oldest first, by keyset; the card's latest two read it backwards.
    index('publication_comment_thread_idx').on(t.publicationId, t.createdAt, t.id),
    index('publication_comment_author_idx').on(t.authorId),
  ],
);

export const reportReasonEnum = pgEnum('report_reason', reportReasons);

/** A member's report of a post or a comment: once per item and member. */
export const contentReports = pgTable(
  'content_report',
  {
    id: id(),
    tenantId: tenantId(),
    publicationId: integer('publication_id').references(() => publications.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => publicationComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReasonEnum('reason').notNull(),
    text: text('text'),
    createdAt: createdAt(),
    /** When a moderator decided on the item; open reports are the ones that count. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_report_post_uq')
      .on(t.publicationId, t.reporterId)
      .where(sql`${t.commentId} is null`),
    uniqueIndex('content_report_comment_uq')
      .on(t.commentId, t.reporterId)
      .where(sql`${t.commentId} is not null`),
  ],
);

export const moderationActionEnum = pgEnum('moderation_action_kind', moderationActionKinds);

/**
 * A member kept from posting, commenting, liking and reporting until `until` (null:
 * for good), with the moderator's reason, which the member is shown.
 */
export const userMutes = pgTable('user_mute', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  until: timestamp('until', { withTimezone: true }),
  reason: text('reason').notNull(),
  mutedBy: integer('muted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The moderation history: who decided what, when, the state before and after, and why.
 * `moderator_id` null: the reports' threshold hid the item. Kept when the item is gone.
 */
export const moderationActions = pgTable(
  'moderation_action',
  {
    id: id(),
    tenantId: tenantId(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: moderationActionEnum('action').notNull(),
    publicationId: integer('publication_id').references(() => publications.id, { onDelete: 'set null' }),
    commentId: integer('comment_id'),
    /** Whose item it was. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_action_tenant_idx').on(t.tenantId, t.createdAt),
    index('moderation_action_post_idx').on(t.publicationId),
  ],
);

export const supportRequests = pgTable(
  'support_request',
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('support_request_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Stored per recipient; the text is rendered in the recipient's language from `type` and `args`. */
export const notifications = pgTable(
  'notification',
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    args: jsonb('args').$type<Record<string, string | number>>().notNull().default({}),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id').references(() => publications.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notification_user_idx').on(t.userId, t.readAt, t.createdAt)],
);

export const analyticsEvents = pgTable(
  'analytics_event',
  {
    id: id(),
    tenantId: tenantId(),
    type: analyticsTypeEnum('type').notNull(),
    path: text('path').notNull(),
    tab: text('tab'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_event_event_idx').on(t.eventId, t.at)],
);

/**
 * Fixed-window counters of the rate limits and login throttle when there is no Redis
 * (lib/database-rate-limiter.ts): kept here, they survive a restart. A row past `reset_at` is a
 * window that has ended; the limiter sweeps them.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_window',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_window_reset_idx').on(t.resetAt)],
);

/** A user's star on an agenda item, exhibitor, speaker or property; `event_id` lets one event's stars load at once. */
export const favorites = pgTable(
  'favorite',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: favoriteKindEnum('kind').notNull(),
    itemId: integer('item_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('favorite_user_event_idx').on(t.userId, t.eventId),
  ],
);

/**
 * Each "starts in N minutes" reminder sent: one per user, session and start time, whatever jobs
 * ask for it (a session moved and moved back, a preference changed twice, a job retried).
 */
export const sessionReminders = pgTable(
  'session_reminder',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agendaItemId: integer('agenda_item_id')
      .notNull()
      .references(() => agendaItems.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agendaItemId, t.startsAt] })],
);

/** The personal calendar feed's key: only its sha256 is kept, the key itself is the user's credential. */
export const calendarKeys = pgTable('calendar_key', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: createdAt(),
});

export const pushSubscriptions = pgTable(
  'push_subscription',
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscription_user_idx').on(t.userId)],
);

export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionReminders: boolean('session_reminders').notNull().default(true),
  minutesBefore: smallint('minutes_before').notNull().default(10),
  announcements: boolean('announcements').notNull().default(false),
  myPosts: boolean('my_posts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const standRoleEnum = pgEnum('stand_role', standRoles);

/** A stand's team: users of the tenant who keep the stand's page and take its leads. */
export const exhibitorMembers = pgTable(
  'exhibitor_member',
  {
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    role: standRoleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.exhibitorId, t.userId] }),
    index('exhibitor_member_user_idx').on(t.userId),
  ],
);

/**
 * An invitation to a stand's team, sent by e-mail: only the sha256 of its one-use token is kept.
 * One open invitation per stand and address (a new one replaces it).
 */
export const exhibitorInvites = pgTable(
  'exhibitor_invite',
  {
    id: id(),
    tenantId: tenantId(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: standRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exhibitor_invite_open_uq')
      .on(t.exhibitorId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * A visitor's badge: a short code (8 characters, no look-alikes) that stands scan or type. Its QR
 * carries the code and an HMAC of it, never the token or the e-mail; rotating makes a new code.
 */
export const badges = pgTable(
  'badge',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('badge_tenant_code_uq').on(t.tenantId, t.code)],
);

export const leadSourceEnum = pgEnum('lead_source', leadSources);
export const leadRatingEnum = pgEnum('lead_rating', leadRatings);

/**
 * A stand's contact with a visitor, one per stand and visitor. The visitor's name, e-mail and phone
 * are read from their account, never copied: when they withdraw consent (or their account goes)
 * `user_id` is emptied and the lead stays as an anonymous count.
 */
export const leads = pgTable(
  'lead',
  {
    id: id(),
    tenantId: tenantId(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: leadSourceEnum('source').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    message: text('message'),
    rating: leadRatingEnum('rating'),
    notes: text('notes').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** When it was captured: the scan's own time for scans queued offline. */
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull().defaultNow(),
    capturedBy: integer('captured_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_stand_visitor_uq').on(t.exhibitorId, t.userId).where(sql`${t.userId} is not null`),
    index('lead_stand_captured_idx').on(t.exhibitorId, t.capturedAt),
    index('lead_user_idx').on(t.userId),
  ],
);

/** A visitor let in at the door: once per event, with the instant (a scan queued offline keeps its own). */
export const checkins = pgTable(
  'checkin',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('checkin_event_at_idx').on(t.eventId, t.at)],
);

export const revisionStatusEnum = pgEnum('revision_status', revisionStatuses);

/**
 * A stand OWNER's edit of its page, waiting for the organizer: the page fields it proposes and the
 * pictures it uploaded (null: keep the published one). One PENDING per stand; a new save replaces it.
 */
export const exhibitorRevisions = pgTable(
  'exhibitor_revision',
  {
    id: id(),
    tenantId: tenantId(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    status: revisionStatusEnum('status').notNull().default('PENDING'),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    aboutSponsor: text('about_sponsor'),
    socialMedia: jsonb('social_media').$type<Partial<SocialMedia>>().notNull().default({}),
    profilePictureId: mediaRef('profile_picture_id'),
    coverPhotoId: mediaRef('cover_photo_id'),
    coverPhotoMobileId: mediaRef('cover_photo_mobile_id'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exhibitor_revision_pending_uq').on(t.exhibitorId).where(sql`${t.status} = 'PENDING'`),
    index('exhibitor_revision_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

export const propertyRevisionActionEnum = pgEnum('property_revision_action', propertyRevisionActions);

/** The proposed fields of a property revision: the property's own columns, as the producer form sets them. */
export type ProposedProperty = Pick<
  typeof properties.$inferSelect,
  'title' | 'description' | 'status' | 'room' | 'suites' | 'size' | 'contact' | 'address'
>;

/**
 * A constructor stand OWNER's property change, waiting for the organizer: CREATE (no
 * property yet), UPDATE or DELETE. Its proposed gallery is in `property_revision_image`. One PENDING
 * per property. `title` names it in lists and messages, also once the property is gone (the
 * property's removal keeps its revisions, with `property_id` null).
 */
export const propertyRevisions = pgTable(
  'property_revision',
  {
    id: id(),
    tenantId: tenantId(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    action: propertyRevisionActionEnum('action').notNull(),
    title: text('title').notNull(),
    status: revisionStatusEnum('status').notNull().default('PENDING'),
    proposed: jsonb('proposed').$type<ProposedProperty>(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('property_revision_pending_uq').on(t.propertyId).where(sql`${t.status} = 'PENDING'`),
    index('property_revision_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('property_revision_exhibitor_idx').on(t.exhibitorId, t.createdAt),
  ],
);

/**
 * A property revision's whole proposed gallery, in order: images the property keeps and images the
 * revision uploaded (those no `property_image` holds are the revision's own, dropped if it is not
 * approved). Foreign keys, so the orphan sweep sees them as used.
 */
export const propertyRevisionImages = pgTable(
  'property_revision_image',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => propertyRevisions.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.revisionId, t.mediaId] }),
    index('property_revision_image_media_idx').on(t.mediaId),
  ],
);

/**
 * An organizer's API key (ADR 0007): `vtr_` + 32 random bytes, kept only as its SHA-256 (the key
 * is random, so a slow hash would add nothing), with its first characters to recognise it. It acts
 * for its tenant within `scopes`, as the ADMIN who made it while that account stays an ADMIN.
 */
export const apiKeys = pgTable(
  'api_key',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_key_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * Where an organizer's system hears of changes: signed per Standard Webhooks with
 * `secret` (and `previousSecret` until `previousSecretUntil`, after a rotation). `leaseUntil` marks
 * the node delivering to it, so its messages go one at a time, in order.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoint',
  {
    id: id(),
    tenantId: tenantId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoint_tenant_idx').on(t.tenantId)],
);

/**
 * One event for one endpoint, stored in the transaction of the change that caused it; `body` is
 * the exact JSON sent (and signed) on every try, `msgId` its `webhook-id`.
 */
export const webhookMessages = pgTable(
  'webhook_message',
  {
    id: id(),
    tenantId: tenantId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    msgId: text('msg_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** PENDING, DELIVERED or FAILED (given up after the retry window). */
    status: text('status').notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_message_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_message_pending_idx').on(t.endpointId, t.id).where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Each try of a message: recorded before the request goes, completed when it answers. */
export const webhookAttempts = pgTable(
  'webhook_attempt',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    response: text('response'),
  },
  (t) => [uniqueIndex('webhook_attempt_message_uq').on(t.messageId, t.attempt)],
);
