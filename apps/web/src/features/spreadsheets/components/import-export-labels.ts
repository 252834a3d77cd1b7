import type { ExportKind, ImportKind } from '@vitrine/contract';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

/** What each import reads, in the producer's words ('exhibitor' → 'Expositores'). */
export const importKindLabels = {
  exhibitor: 'producer.importExport.kinds.exhibitor',
  speaker: 'producer.importExport.kinds.speaker',
  agenda: 'producer.importExport.kinds.agenda',
  property: 'producer.importExport.kinds.property',
} as const satisfies Record<ImportKind, TranslationKey>;

/** What each export writes. */
export const exportKindLabels = {
  participant: 'producer.importExport.kinds.participant',
  subscriber: 'producer.importExport.kinds.subscriber',
  publication: 'producer.importExport.kinds.publication',
  agenda: 'producer.importExport.kinds.agenda',
  exhibitor: 'producer.importExport.kinds.exhibitor',
  speaker: 'producer.importExport.kinds.speaker',
} as const satisfies Record<ExportKind, TranslationKey>;

/**
 * The spreadsheet columns a row error names (the server's language-independent keys), as the
 * producer's headers call them. A key missing here is shown as it is.
 */
const columnLabels: Record<string, TranslationKey> = {
  name: 'producer.importExport.columns.name',
  company: 'producer.importExport.columns.company',
  office: 'producer.importExport.columns.office',
  description: 'producer.importExport.columns.description',
  theme: 'producer.importExport.columns.theme',
  date: 'producer.importExport.columns.date',
  timeStart: 'producer.importExport.columns.timeStart',
  timeEnd: 'producer.importExport.columns.timeEnd',
  stage: 'producer.importExport.columns.stage',
  speakers: 'producer.importExport.columns.speakers',
  speakerIds: 'producer.importExport.columns.speakers',
  cancelled: 'producer.importExport.columns.cancelled',
  title: 'producer.importExport.columns.title',
  category: 'producer.importExport.columns.category',
  quota: 'producer.importExport.columns.quota',
  sponsor: 'producer.importExport.columns.sponsor',
  shortDescription: 'producer.importExport.columns.shortDescription',
  aboutSponsor: 'producer.importExport.columns.aboutSponsor',
  sector: 'producer.importExport.columns.sector',
  local: 'producer.importExport.columns.local',
  publishWithoutReview: 'producer.importExport.columns.publishWithoutReview',
  exhibitor: 'producer.importExport.columns.exhibitor',
  status: 'producer.importExport.columns.status',
  suites: 'producer.importExport.columns.suites',
  room: 'producer.importExport.columns.room',
  size: 'producer.importExport.columns.size',
  contact: 'producer.importExport.columns.contact',
  'address.road': 'producer.importExport.columns.road',
  'address.number': 'producer.importExport.columns.number',
  'address.complement': 'producer.importExport.columns.complement',
  'address.city': 'producer.importExport.columns.city',
  'address.state': 'producer.importExport.columns.state',
  'address.zipCode': 'producer.importExport.columns.zipCode',
  'socialMedia.whatsapp': 'producer.importExport.columns.whatsapp',
  'socialMedia.site': 'producer.importExport.columns.site',
  'socialMedia.facebook': 'producer.importExport.columns.facebook',
  'socialMedia.instagram': 'producer.importExport.columns.instagram',
  'socialMedia.linkedin': 'producer.importExport.columns.linkedin',
  'socialMedia.spotify': 'producer.importExport.columns.spotify',
  'socialMedia.youtube': 'producer.importExport.columns.youtube',
  'socialMedia.twitter': 'producer.importExport.columns.twitter',
};

export const columnLabelOf = (column: string): TranslationKey | null => columnLabels[column] ?? null;
