import type { Speaker } from '@vitrine/contract';
import { urlIn } from '../../media/media-urls.ts';

type SpeakerFields = Pick<Speaker, 'id' | 'name' | 'company' | 'office' | 'description'> & {
  profilePictureId: number | null;
};

/** Shared with the agenda, whose items list their speakers. */
export const presentSpeaker = (row: SpeakerFields, urls: Map<number, string>): Speaker => ({
  id: row.id,
  name: row.name,
  company: row.company,
  office: row.office,
  description: row.description,
  profilePicture: urlIn(urls, row.profilePictureId),
});
