import { z } from 'zod';
import { agendaItemSchema } from './showcase.ts';

/** What a user may star: `PUT|DELETE favorite/{kind}/{id}`. */
export const favoriteKinds = ['agenda', 'exhibitor', 'speaker', 'property'] as const;
export const favoriteKindSchema = z.enum(favoriteKinds).meta({ id: 'FavoriteKind' });
export type FavoriteKind = z.infer<typeof favoriteKindSchema>;

const ids = z.array(z.number().int());

/** `GET favorite?eventId=`: the caller's starred ids by kind. */
export const favoritesSchema = z
  .object({ agenda: ids, exhibitor: ids, speaker: ids, property: ids })
  .meta({ id: 'Favorites' });
export type Favorites = z.infer<typeof favoritesSchema>;

/** An item of `agenda/my/{eventId}`: the public item plus the other starred items it overlaps. */
export const myAgendaItemSchema = agendaItemSchema
  .extend({
    conflicts: ids.describe('other starred items overlapping this one in time (touching edges do not)'),
  })
  .meta({ id: 'MyAgendaItem' });
export type MyAgendaItem = z.infer<typeof myAgendaItemSchema>;

/** `agenda/my/{eventId}`: dd/MM/yyyy → the caller's starred items, as `agenda/event/{eventId}`. */
export const myAgendaSchema = z.record(z.string(), z.array(myAgendaItemSchema)).meta({ id: 'MyAgenda' });
export type MyAgenda = z.infer<typeof myAgendaSchema>;

/** `GET calendar/key`, `POST calendar/key/rotate`: the personal feed's address in both forms. */
export const calendarFeedSchema = z
  .object({
    url: z.string().describe('https address of the .ics feed (the key in it is the credential)'),
    webcalUrl: z.string().describe('the same feed as webcal://, which calendar apps subscribe to'),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
