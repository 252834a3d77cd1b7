import type { Event } from '@vitrine/contract';
import {
  addressOf,
  addressValues,
  socialOf,
  socialValues,
} from '../../../components/form/address-social-fields.tsx';
import { dateTextToIso, isoToDateText } from '../../../components/form/date-text.ts';

export const eventFields = [
  'title',
  'local',
  'capacity',
  'dateStart',
  'dateEnd',
  'timeStart',
  'timeEnd',
] as const;

export const emptyEventValues = (): Record<string, string> => ({
  ...Object.fromEntries(eventFields.map((key) => [key, ''])),
  description: '',
  aboutSponsor: '',
  ...addressValues(null),
  ...socialValues(null, 'socialMediaRequest'),
});

export function eventValues(event: Event): Record<string, string> {
  return {
    title: event.title,
    local: event.local,
    capacity: event.capacity === null ? '' : String(event.capacity),
    dateStart: dateTextToIso(event.dateStart),
    dateEnd: dateTextToIso(event.dateEnd),
    timeStart: event.timeStart,
    timeEnd: event.timeEnd,
    description: event.description,
    aboutSponsor: event.aboutSponsor ?? '',
    ...addressValues(event.address),
    ...socialValues(event.socialMedia, 'socialMediaRequest'),
  };
}

const blank = (value: string | undefined) => !value?.trim();

/** The `request` JSON of `POST/PUT event` (eventRequestSchema's input). */
export function eventRequest(
  values: Record<string, string>,
  extra: { featured: boolean; videos: string[]; keptImages: string[] | null },
) {
  return {
    title: values.title,
    description: values.description ?? '',
    aboutSponsor: blank(values.aboutSponsor) ? null : values.aboutSponsor,
    local: values.local,
    capacity: blank(values.capacity) ? null : values.capacity,
    dateStart: blank(values.dateStart) ? undefined : isoToDateText(values.dateStart ?? ''),
    dateEnd: blank(values.dateEnd) ? undefined : isoToDateText(values.dateEnd ?? ''),
    timeStart: blank(values.timeStart) ? undefined : values.timeStart,
    timeEnd: blank(values.timeEnd) ? undefined : values.timeEnd,
    featured: extra.featured,
    videos: extra.videos.map((url) => url.trim()).filter(Boolean),
    address: addressOf(values),
    socialMediaRequest: socialOf(values, 'socialMediaRequest'),
    ...(extra.keptImages ? { images: extra.keptImages } : {}),
  };
}
