import type { eventRequestSchema, FieldIssue } from '@vitrine/contract';
import type { z } from 'zod';
import { fromDateText } from '../../lib/dates.ts';
import { cleanHtml, compactSocialMedia, toAddress, validationError } from '../../lib/form-json.ts';
import type { EventRow } from './events.repository.ts';

export type ParsedEventRequest = z.output<typeof eventRequestSchema>;
/** The event columns a create or edit writes (pictures and gallery apart). */
export type EventValues = Pick<
  EventRow,
  | 'title'
  | 'description'
  | 'aboutSponsor'
  | 'local'
  | 'capacity'
  | 'dateStart'
  | 'dateEnd'
  | 'timeStart'
  | 'timeEnd'
  | 'timeZone'
  | 'featured'
  | 'videos'
  | 'address'
  | 'socialMedia'
>;

const defaultTimeZone = 'America/Sao_Paulo';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A video the public page can play (web `videoEmbed`): a YouTube or Vimeo page, or a file whose
 * address ends in mp4, webm or ogg: anything else would be stored and never shown.
 */
export function isPlayableVideo(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname)) return true;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  return ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'player.vimeo.com'].includes(host);
}

/**
 * The row values of a parsed request, checked beyond the schema: HTML sanitized (an empty
 * description is an error), real calendar dates, the end not before the start (same day: a
 * later time), a known time zone, playable videos. Every failing field is listed at once.
 * On edit, fields the request leaves out (`featured`, `videos`, `timeZone`, `socialMediaRequest`)
 * keep `current`'s values.
 */
export function eventValues(request: ParsedEventRequest, current?: EventRow): EventValues {
  const issues: FieldIssue[] = [];
  const field = (name: string) => `request.${name}`;
  const description = cleanHtml(request.description, field('description'), issues, { required: true });
  const aboutSponsor = cleanHtml(request.aboutSponsor, field('aboutSponsor'), issues, { required: false });
  const dateStart = fromDateText(request.dateStart);
  const dateEnd = fromDateText(request.dateEnd);
  if (!dateStart) issues.push({ field: field('dateStart'), message: 'Not a calendar date (dd/MM/yyyy)' });
  if (!dateEnd) issues.push({ field: field('dateEnd'), message: 'Not a calendar date (dd/MM/yyyy)' });
  if (dateStart && dateEnd) {
    if (dateEnd < dateStart) issues.push({ field: field('dateEnd'), message: 'Before dateStart' });
    else if (dateEnd === dateStart && request.timeEnd <= request.timeStart) {
      issues.push({ field: field('timeEnd'), message: 'Not after timeStart' });
    }
  }
  const timeZone = request.timeZone ?? current?.timeZone ?? defaultTimeZone;
  if (!isTimeZone(timeZone)) issues.push({ field: field('timeZone'), message: 'Unknown time zone' });
  const videos = request.videos ?? current?.videos ?? [];
  videos.forEach((video, index) => {
    if (!isPlayableVideo(video)) {
      issues.push({ field: field(`videos.${index}`), message: 'A YouTube, Vimeo or mp4/webm/ogg address' });
    }
  });
  if (issues.length > 0) throw validationError(issues);
  return {
    title: request.title,
    description: description!,
    aboutSponsor,
    local: request.local,
    capacity: request.capacity ?? null,
    dateStart: dateStart!,
    dateEnd: dateEnd!,
    timeStart: request.timeStart,
    timeEnd: request.timeEnd,
    timeZone,
    featured: request.featured ?? current?.featured ?? false,
    videos,
    address: toAddress(request.address),
    socialMedia: request.socialMediaRequest
      ? compactSocialMedia(request.socialMediaRequest)
      : (current?.socialMedia ?? {}),
  };
}
