import {
  type Address,
  type Exhibitor,
  type ExhibitorListItem,
  quotaRank,
  type Shortcuts,
  type SocialMedia,
} from '@vitrine/contract';
import { toDateText } from '../../lib/dates.ts';
import { presentAddress, presentSocialMedia } from '../../lib/presenters.ts';
import { byText } from '../../lib/search.ts';
import { urlIn } from '../../media/media-urls.ts';
import type { ExhibitorRow, ShowcaseEventRow } from './exhibitors.repository.ts';

type RankedExhibitor = Pick<ExhibitorRow, 'quota' | 'title' | 'id'>;
/** Highest quota tier first (contract `quotaRank`), then title. */
export const byQuotaRank = (a: RankedExhibitor, b: RankedExhibitor) =>
  quotaRank[a.quota] - quotaRank[b.quota] || byText(a.title, b.title) || a.id - b.id;

export function presentListItem(
  row: ExhibitorRow,
  event: ShowcaseEventRow,
  urls: Map<number, string>,
): ExhibitorListItem {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    quota: row.quota,
    sponsor: row.sponsor,
    shortDescription: row.shortDescription,
    profilePicture: urlIn(urls, row.profilePictureId),
    local: row.local,
    dateStart: toDateText(event.dateStart),
  };
}

export function presentExhibitor(
  row: ExhibitorRow,
  event: ShowcaseEventRow,
  urls: Map<number, string>,
): Exhibitor {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    description: row.description,
    shortDescription: row.shortDescription,
    category: row.category,
    quota: row.quota,
    sponsor: row.sponsor,
    aboutSponsor: row.aboutSponsor,
    sector: row.sector,
    company: row.company,
    local: row.local,
    dateStart: toDateText(event.dateStart),
    address: presentAddress(row.address),
    socialMedia: presentSocialMedia(row.socialMedia),
    profilePicture: urlIn(urls, row.profilePictureId),
    coverPhoto: urlIn(urls, row.coverPhotoId),
    coverPhotoMobile: urlIn(urls, row.coverPhotoMobileId),
  };
}

/** Sponsors in insertion order (as the event's listSponsor), then the first four by quota rank. */
export function presentShortcuts(
  rows: ExhibitorRow[],
  urls: Map<number, string>,
  options: { excludeId?: number; address: Address | null; socialMedia: Partial<SocialMedia> },
): Shortcuts {
  return {
    listSponsor: rows
      .filter((row) => row.sponsor)
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ id: row.id, name: row.title, profilePicture: urlIn(urls, row.profilePictureId) })),
    exhibitors: rows
      .filter((row) => row.id !== options.excludeId)
      .sort(byQuotaRank)
      .slice(0, 4)
      .map((row) => ({
        id: row.id,
        title: row.title,
        shortDescription: row.shortDescription,
        profilePicture: urlIn(urls, row.profilePictureId),
        quota: row.quota,
      })),
    address: presentAddress(options.address),
    socialMedia: presentSocialMedia(options.socialMedia),
  };
}
