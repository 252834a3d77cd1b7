import type { Event } from '@vitrine/contract';
import { toDateText, toTimeText } from '../../lib/dates.ts';
import { presentAddress, presentSocialMedia } from '../../lib/presenters.ts';
import { mediaUrl } from '../../media/media.service.ts';
import type { EventRow, EventsRepository, MediaRow } from './events.repository.ts';

type Related = Awaited<ReturnType<EventsRepository['related']>>;

const urlOf = (media: Map<number, MediaRow>, id: number | null) => {
  const file = id ? media.get(id) : undefined;
  return file ? mediaUrl(file) : null;
};

/** The public shape of an event: no tenant ids, media as URLs, dates as dd/MM/yyyy. */
export function presentEvent(row: EventRow, related: Related): Event {
  const { media } = related;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    aboutSponsor: row.aboutSponsor,
    local: row.local,
    capacity: row.capacity,
    participants: row.participantCount,
    dateStart: toDateText(row.dateStart),
    dateEnd: toDateText(row.dateEnd),
    timeStart: toTimeText(row.timeStart),
    timeEnd: toTimeText(row.timeEnd),
    timeZone: row.timeZone,
    featured: row.featured,
    coverPhoto: urlOf(media, row.coverPhotoId),
    coverPhotoMobile: urlOf(media, row.coverPhotoMobileId),
    profilePicture: urlOf(media, row.profilePictureId),
    images: related.gallery
      .filter((image) => image.eventId === row.id)
      .map((image) => urlOf(media, image.mediaId))
      .filter((url): url is string => url !== null),
    videos: row.videos,
    listSponsor: related.sponsors
      .filter((sponsor) => sponsor.eventId === row.id)
      .map((sponsor) => ({
        id: sponsor.id,
        name: sponsor.name,
        profilePicture: urlOf(media, sponsor.profilePictureId),
      })),
    address: presentAddress(row.address),
    socialMedia: presentSocialMedia(row.socialMedia),
  };
}
