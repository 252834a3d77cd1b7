import { z } from 'zod';
import type { Locale } from './config.ts';

/**
 * What a notification announces. Event-topic types go to everyone watching the event; the rest
 * go to one user's topic and are stored for that user
 * (docs/ARCHITECTURE.md, 'Notifications and the live channel').
 */
export const notificationTypes = [
  'ANNOUNCEMENT_PUBLISHED',
  'PUBLICATION_PUBLISHED',
  'PUBLICATION_APPROVED',
  'PUBLICATION_DENIED',
  'PUBLICATION_AWAITING_ANALYSIS',
  'SESSION_STARTING',
  'SESSION_CHANGED',
  'SESSION_CANCELLED',
  'SESSION_RESTORED',
  'LEAD_INTEREST',
  'STAND_REVISION_APPROVED',
  'STAND_REVISION_REJECTED',
  'PUBLICATION_LIKED',
  'PUBLICATION_COMMENTED',
  'CONTENT_HIDDEN',
  'CONTENT_RESTORED',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Live topics (STOMP destinations). */
export const eventTopic = (eventId: number) => `/topic/event/${eventId}`;
export const userTopic = (userId: number) => `/topic/user/${userId}`;
export const topicPattern = /^\/topic\/(event|user)\/([1-9]\d{0,9})$/;

/** The body of a live MESSAGE frame: `message` is already in the recipient's language. */
export const liveMessageSchema = z
  .object({
    id: z.string().describe('stored notification id, or a broadcast id for event topics'),
    type: notificationTypeSchema,
    message: z.string(),
    eventId: z.number().int().nullable(),
    publicationId: z.number().int().nullable(),
  })
  .meta({ id: 'LiveMessage' });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** A stored notification of `GET notification` (own only, unread first). */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: notificationTypeSchema,
    message: z.string(),
    eventId: z.number().int().nullable(),
    publicationId: z.number().int().nullable(),
    read: z.boolean(),
    creationDate: z.string().describe('ISO 8601 date-time'),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/**
 * Arguments a notification text may use: `excerpt` is the post's text cut short; `session` a
 * session's theme, `minutes` how soon it starts, `date` (dd/MM) and `time` (HH:mm) when it now is,
 * `stage` where.
 */
export interface NotificationArgs {
  event?: string;
  excerpt?: string;
  session?: string;
  minutes?: number;
  date?: string;
  time?: string;
  stage?: string;
  /** A visitor who asked a stand about itself or one of its properties (`property`). */
  person?: string;
  stand?: string;
  property?: string;
  /** The organizer's reason for rejecting a stand's change. */
  reason?: string;
  /** How many more people did the same since the notification was first stored (likes, comments). */
  others?: number;
  /** What a moderator's decision was about: a post (default) or a comment. */
  kind?: 'publication' | 'comment';
}

const texts: Record<Locale, Record<NotificationType, (args: NotificationArgs) => string>> = {
  'pt-BR': {
    ANNOUNCEMENT_PUBLISHED: (a) => `Novo anúncio em ${a.event ?? 'seu evento'}${quote(a.excerpt)}`,
    PUBLICATION_PUBLISHED: (a) => `Nova publicação no feed de ${a.event ?? 'seu evento'}${quote(a.excerpt)}`,
    PUBLICATION_APPROVED: (a) => `Sua publicação foi aprovada${quote(a.excerpt)}`,
    PUBLICATION_DENIED: (a) => `Sua publicação foi recusada${quote(a.excerpt)}${because(a.reason, 'Motivo')}`,
    PUBLICATION_AWAITING_ANALYSIS: (a) => `Uma publicação aguarda análise${quote(a.excerpt)}`,
    SESSION_STARTING: (a) =>
      `“${a.session}” começa em ${a.minutes} ${a.minutes === 1 ? 'minuto' : 'minutos'}${where(a.stage)}`,
    SESSION_CHANGED: (a) => `“${a.session}” mudou: agora ${a.date} às ${a.time}${where(a.stage)}`,
    SESSION_CANCELLED: (a) => `“${a.session}” foi cancelada`,
    SESSION_RESTORED: (a) => `“${a.session}” voltou à programação: ${a.date} às ${a.time}${where(a.stage)}`,
    LEAD_INTEREST: (a) =>
      a.property
        ? `${a.person} tem interesse em “${a.property}”`
        : `${a.person} quer falar com o estande ${a.stand}`,
    STAND_REVISION_APPROVED: (a) =>
      a.property
        ? `A alteração do imóvel “${a.property}” (${a.stand}) foi aprovada e já está no ar`
        : `As alterações do estande ${a.stand} foram aprovadas e já estão no ar`,
    STAND_REVISION_REJECTED: (a) =>
      a.property
        ? `A alteração do imóvel “${a.property}” (${a.stand}) não foi aprovada${because(a.reason, 'Motivo')}`
        : `As alterações do estande ${a.stand} não foram aprovadas${because(a.reason, 'Motivo')}`,
    PUBLICATION_LIKED: (a) =>
      a.others
        ? `${a.person} e mais ${a.others} ${a.others === 1 ? 'pessoa' : 'pessoas'} curtiram sua publicação${quote(a.excerpt)}`
        : `${a.person} curtiu sua publicação${quote(a.excerpt)}`,
    PUBLICATION_COMMENTED: (a) =>
      a.others
        ? `${a.person} e mais ${a.others} ${a.others === 1 ? 'pessoa' : 'pessoas'} comentaram sua publicação${quote(a.excerpt)}`
        : `${a.person} comentou sua publicação${quote(a.excerpt)}`,
    CONTENT_HIDDEN: (a) =>
      `${a.kind === 'comment' ? 'Seu comentário foi ocultado para revisão' : 'Sua publicação foi ocultada para revisão'}${quote(a.excerpt)}${because(a.reason, 'Motivo')}`,
    CONTENT_RESTORED: (a) =>
      `${a.kind === 'comment' ? 'Seu comentário voltou a aparecer' : 'Sua publicação voltou a aparecer'}${quote(a.excerpt)}${because(a.reason, 'Motivo')}`,
  },
  es: {
    ANNOUNCEMENT_PUBLISHED: (a) => `Nuevo anuncio en ${a.event ?? 'tu evento'}${quote(a.excerpt)}`,
    PUBLICATION_PUBLISHED: (a) =>
      `Nueva publicación en el feed de ${a.event ?? 'tu evento'}${quote(a.excerpt)}`,
    PUBLICATION_APPROVED: (a) => `Tu publicación fue aprobada${quote(a.excerpt)}`,
    PUBLICATION_DENIED: (a) =>
      `Tu publicación fue rechazada${quote(a.excerpt)}${because(a.reason, 'Motivo')}`,
    PUBLICATION_AWAITING_ANALYSIS: (a) => `Una publicación espera análisis${quote(a.excerpt)}`,
    SESSION_STARTING: (a) =>
      `“${a.session}” empieza en ${a.minutes} ${a.minutes === 1 ? 'minuto' : 'minutos'}${where(a.stage)}`,
    SESSION_CHANGED: (a) => `“${a.session}” cambió: ahora ${a.date} a las ${a.time}${where(a.stage)}`,
    SESSION_CANCELLED: (a) => `“${a.session}” fue cancelada`,
    SESSION_RESTORED: (a) =>
      `“${a.session}” vuelve a la programación: ${a.date} a las ${a.time}${where(a.stage)}`,
    LEAD_INTEREST: (a) =>
      a.property
        ? `${a.person} está interesado en “${a.property}”`
        : `${a.person} quiere hablar con el stand ${a.stand}`,
    STAND_REVISION_APPROVED: (a) =>
      a.property
        ? `El cambio del inmueble “${a.property}” (${a.stand}) fue aprobado y ya está publicado`
        : `Los cambios del stand ${a.stand} fueron aprobados y ya están publicados`,
    STAND_REVISION_REJECTED: (a) =>
      a.property
        ? `El cambio del inmueble “${a.property}” (${a.stand}) no fue aprobado${because(a.reason, 'Motivo')}`
        : `Los cambios del stand ${a.stand} no fueron aprobados${because(a.reason, 'Motivo')}`,
    PUBLICATION_LIKED: (a) =>
      a.others
        ? `A ${a.person} y ${a.others} ${a.others === 1 ? 'persona' : 'personas'} más les gustó tu publicación${quote(a.excerpt)}`
        : `A ${a.person} le gustó tu publicación${quote(a.excerpt)}`,
    PUBLICATION_COMMENTED: (a) =>
      a.others
        ? `${a.person} y ${a.others} ${a.others === 1 ? 'persona' : 'personas'} más comentaron tu publicación${quote(a.excerpt)}`
        : `${a.person} comentó tu publicación${quote(a.excerpt)}`,
    CONTENT_HIDDEN: (a) =>
      `${a.kind === 'comment' ? 'Tu comentario fue ocultado para revisión' : 'Tu publicación fue ocultada para revisión'}${quote(a.excerpt)}${because(a.reason, 'Motivo')}`,
    CONTENT_RESTORED: (a) =>
      `${a.kind === 'comment' ? 'Tu comentario vuelve a estar visible' : 'Tu publicación vuelve a estar visible'}${quote(a.excerpt)}${because(a.reason, 'Motivo')}`,
  },
  en: {
    ANNOUNCEMENT_PUBLISHED: (a) => `New announcement at ${a.event ?? 'your event'}${quote(a.excerpt)}`,
    PUBLICATION_PUBLISHED: (a) => `New post in the ${a.event ?? 'event'} feed${quote(a.excerpt)}`,
    PUBLICATION_APPROVED: (a) => `Your post was approved${quote(a.excerpt)}`,
    PUBLICATION_DENIED: (a) => `Your post was declined${quote(a.excerpt)}${because(a.reason, 'Reason')}`,
    PUBLICATION_AWAITING_ANALYSIS: (a) => `A post is awaiting review${quote(a.excerpt)}`,
    SESSION_STARTING: (a) =>
      `“${a.session}” starts in ${a.minutes} ${a.minutes === 1 ? 'minute' : 'minutes'}${where(a.stage)}`,
    SESSION_CHANGED: (a) => `“${a.session}” changed: now ${a.date} at ${a.time}${where(a.stage)}`,
    SESSION_CANCELLED: (a) => `“${a.session}” was cancelled`,
    SESSION_RESTORED: (a) =>
      `“${a.session}” is back on the schedule: ${a.date} at ${a.time}${where(a.stage)}`,
    LEAD_INTEREST: (a) =>
      a.property
        ? `${a.person} is interested in “${a.property}”`
        : `${a.person} wants to talk to the ${a.stand} stand`,
    STAND_REVISION_APPROVED: (a) =>
      a.property
        ? `The change to the property “${a.property}” (${a.stand}) was approved and is live`
        : `The changes to the ${a.stand} stand were approved and are live`,
    STAND_REVISION_REJECTED: (a) =>
      a.property
        ? `The change to the property “${a.property}” (${a.stand}) was not approved${because(a.reason, 'Reason')}`
        : `The changes to the ${a.stand} stand were not approved${because(a.reason, 'Reason')}`,
    PUBLICATION_LIKED: (a) =>
      a.others
        ? `${a.person} and ${a.others} ${a.others === 1 ? 'other' : 'others'} liked your post${quote(a.excerpt)}`
        : `${a.person} liked your post${quote(a.excerpt)}`,
    PUBLICATION_COMMENTED: (a) =>
      a.others
        ? `${a.person} and ${a.others} ${a.others === 1 ? 'other' : 'others'} commented on your post${quote(a.excerpt)}`
        : `${a.person} commented on your post${quote(a.excerpt)}`,
    CONTENT_HIDDEN: (a) =>
      `${a.kind === 'comment' ? 'Your comment was hidden for review' : 'Your post was hidden for review'}${quote(a.excerpt)}${because(a.reason, 'Reason')}`,
    CONTENT_RESTORED: (a) =>
      `${a.kind === 'comment' ? 'Your comment is visible again' : 'Your post is visible again'}${quote(a.excerpt)}${because(a.reason, 'Reason')}`,
  },
};

function quote(excerpt: string | undefined): string {
  return excerpt ? `: “${excerpt}”` : '';
}

function because(reason: string | undefined, label: string): string {
  return reason ? `. ${label}: ${reason}` : '';
}

function where(stage: string | undefined): string {
  return stage ? ` · ${stage}` : '';
}

/** A post's text cut for a notification: whitespace folded, at most 80 characters. */
export function notificationExcerpt(description: string, max = 80): string {
  const folded = description.replace(/\s+/g, ' ').trim();
  return folded.length <= max ? folded : `${folded.slice(0, max - 1).trimEnd()}…`;
}

export function renderNotification(type: NotificationType, locale: Locale, args: NotificationArgs): string {
  return texts[locale][type](args);
}

/** The same notification in every language, so each node renders per recipient without a lookup. */
export function renderNotificationTexts(
  type: NotificationType,
  args: NotificationArgs,
): Record<Locale, string> {
  return {
    'pt-BR': texts['pt-BR'][type](args),
    es: texts.es[type](args),
    en: texts.en[type](args),
  };
}
