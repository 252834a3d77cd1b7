import type { Address, ExportKind, Locale, Role, SocialMedia } from '@vitrine/contract';
import { toDateText, toTimeText, toWallClockText } from '../../lib/dates.ts';
import type { AgendaItemRow } from '../agenda/agenda.repository.ts';
import type { ExhibitorRow as ExhibitorRecord } from '../exhibitors/exhibitors.repository.ts';
import type { PostRow } from '../publications/publications.repository.ts';
import type { SpeakerRow as SpeakerRecord } from '../speakers/speakers.repository.ts';
import {
  publicationStatusLabels,
  publicationTypeLabels,
  quotaLabels,
  roleLabels,
  type Texts,
  texts,
  yesNo,
} from './labels.ts';

/** A participant of an event, or a subscriber of the tenant: never a password hash or a token. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
  /** When they joined the event (participants, and subscribers filtered by event). */
  participatingSince: Date | null;
}
export interface PublicationRow {
  post: PostRow;
  media: string[];
}
export interface AgendaRow {
  item: AgendaItemRow;
  /** Its speakers' names, in billing order. */
  speakers: string[];
}
export interface ExhibitorRow {
  exhibitor: ExhibitorRecord;
  pictures: { profile: string | null; cover: string | null; coverMobile: string | null };
}
export interface SpeakerRow {
  speaker: SpeakerRecord;
  picture: string | null;
}
export interface ExportRows {
  participant: PersonRow;
  subscriber: PersonRow;
  publication: PublicationRow;
  agenda: AgendaRow;
  exhibitor: ExhibitorRow;
  speaker: SpeakerRow;
}

export interface CellContext {
  locale: Locale;
  /** The event's clock, for instants (dates and times of the agenda are already on it). */
  timeZone: string;
}

/**
 * One column of an export, and of the import that reads the same file back: `key` names the
 * field whatever the header's language; `header` in the three languages.
 */
export interface ExportColumn<Row> {
  key: string;
  header: Texts;
  /** XLSX width in characters. */
  width?: number;
  cell(row: Row, context: CellContext): string;
}

type Columns<Row> = ExportColumn<Row>[];
const yes = (value: boolean, { locale }: CellContext) => (value ? yesNo.yes : yesNo.no)[locale];
const instant = (value: Date | null, { timeZone }: CellContext) =>
  value ? toWallClockText(value, timeZone) : '';

const person = (participant: boolean): Columns<PersonRow> => [
  { key: 'id', header: texts('ID', 'ID', 'ID'), width: 10, cell: (row) => String(row.id) },
  { key: 'name', header: texts('Nome', 'Nombre', 'Name'), width: 30, cell: (row) => row.name },
  { key: 'email', header: texts('E-mail', 'Correo', 'E-mail'), width: 32, cell: (row) => row.email },
  {
    key: 'role',
    header: texts('Perfil', 'Perfil', 'Role'),
    width: 16,
    cell: (row, context) => roleLabels[row.role][context.locale],
  },
  ...(participant
    ? [
        {
          key: 'participatingSince',
          header: texts('Participa desde', 'Participa desde', 'Participating since'),
          width: 18,
          cell: (row: PersonRow, context: CellContext) => instant(row.participatingSince, context),
        },
      ]
    : []),
  {
    key: 'createdAt',
    header: texts('Cadastrado em', 'Registrado el', 'Registered on'),
    width: 18,
    cell: (row, context) => instant(row.createdAt, context),
  },
];

const publication: Columns<PublicationRow> = [
  { key: 'id', header: texts('ID', 'ID', 'ID'), width: 10, cell: ({ post }) => String(post.id) },
  {
    key: 'type',
    header: texts('Tipo', 'Tipo', 'Type'),
    width: 14,
    cell: ({ post }, { locale }) => publicationTypeLabels[post.type][locale],
  },
  {
    key: 'status',
    header: texts('Situação', 'Estado', 'Status'),
    width: 14,
    cell: ({ post }, { locale }) => publicationStatusLabels[post.status][locale],
  },
  {
    key: 'author',
    header: texts('Autor', 'Autor', 'Author'),
    width: 28,
    cell: ({ post }) => post.author_name,
  },
  {
    key: 'description',
    header: texts('Texto', 'Texto', 'Text'),
    width: 60,
    cell: ({ post }) => post.description,
  },
  {
    key: 'createdAt',
    header: texts('Publicado em', 'Publicado el', 'Posted on'),
    width: 18,
    cell: ({ post }, context) => instant(new Date(post.created), context),
  },
  {
    key: 'likes',
    header: texts('Curtidas', 'Me gusta', 'Likes'),
    width: 10,
    cell: ({ post }) => String(post.like_count),
  },
  {
    key: 'comments',
    header: texts('Comentários', 'Comentarios', 'Comments'),
    width: 12,
    cell: ({ post }) => String(post.comment_count),
  },
  {
    key: 'media',
    header: texts('Mídias', 'Medios', 'Media'),
    width: 50,
    cell: ({ media }) => media.join('; '),
  },
  {
    key: 'hidden',
    header: texts('Oculta', 'Oculta', 'Hidden'),
    width: 10,
    cell: ({ post }, c) => yes(post.hidden, c),
  },
  {
    key: 'hiddenReason',
    header: texts('Motivo da ocultação', 'Motivo de ocultación', 'Reason hidden'),
    width: 30,
    cell: ({ post }) => post.hidden_reason ?? '',
  },
];

/** The agenda item form's fields; `theme` is the key an import matches items by. */
const agenda: Columns<AgendaRow> = [
  { key: 'theme', header: texts('Tema', 'Tema', 'Theme'), width: 40, cell: ({ item }) => item.theme },
  {
    key: 'date',
    header: texts('Data', 'Fecha', 'Date'),
    width: 12,
    cell: ({ item }) => toDateText(item.date),
  },
  {
    key: 'timeStart',
    header: texts('Início', 'Inicio', 'Start'),
    width: 8,
    cell: ({ item }) => toTimeText(item.timeStart),
  },
  {
    key: 'timeEnd',
    header: texts('Fim', 'Fin', 'End'),
    width: 8,
    cell: ({ item }) => toTimeText(item.timeEnd),
  },
  { key: 'stage', header: texts('Sala', 'Sala', 'Room'), width: 20, cell: ({ item }) => item.stage ?? '' },
  {
    key: 'speakers',
    header: texts('Palestrantes', 'Ponentes', 'Speakers'),
    width: 40,
    cell: ({ speakers }) => speakers.join('; '),
  },
  {
    key: 'description',
    header: texts('Descrição', 'Descripción', 'Description'),
    width: 60,
    cell: ({ item }) => item.description,
  },
  {
    key: 'cancelled',
    header: texts('Cancelada', 'Cancelada', 'Cancelled'),
    width: 10,
    cell: ({ item }, context) => yes(item.cancelledAt !== null, context),
  },
];

const addressField = (key: keyof Address, header: Texts, width: number): ExportColumn<ExhibitorRow> => ({
  key: `address.${key}`,
  header,
  width,
  cell: ({ exhibitor }) => exhibitor.address?.[key] ?? '',
});
const socialField = (key: keyof SocialMedia, header: Texts): ExportColumn<ExhibitorRow> => ({
  key: `socialMedia.${key}`,
  header,
  width: 30,
  cell: ({ exhibitor }) => exhibitor.socialMedia[key] ?? '',
});

/** The exhibitor form's fields; `title` is the key an import matches exhibitors by. */
const exhibitor: Columns<ExhibitorRow> = [
  {
    key: 'title',
    header: texts('Título', 'Título', 'Title'),
    width: 30,
    cell: ({ exhibitor: e }) => e.title,
  },
  {
    key: 'category',
    header: texts('Categoria', 'Categoría', 'Category'),
    width: 20,
    cell: ({ exhibitor: e }) => e.category,
  },
  {
    key: 'quota',
    header: texts('Cota', 'Cuota', 'Quota'),
    width: 14,
    cell: ({ exhibitor: e }, { locale }) => quotaLabels[e.quota][locale],
  },
  {
    key: 'sponsor',
    header: texts('Patrocinador', 'Patrocinador', 'Sponsor'),
    width: 12,
    cell: ({ exhibitor: e }, c) => yes(e.sponsor, c),
  },
  {
    key: 'shortDescription',
    header: texts('Descrição curta', 'Descripción corta', 'Short description'),
    width: 40,
    cell: ({ exhibitor: e }) => e.shortDescription,
  },
  {
    key: 'description',
    header: texts('Descrição', 'Descripción', 'Description'),
    width: 60,
    cell: ({ exhibitor: e }) => e.description,
  },
  {
    key: 'aboutSponsor',
    header: texts('Sobre o patrocinador', 'Sobre el patrocinador', 'About the sponsor'),
    width: 40,
    cell: ({ exhibitor: e }) => e.aboutSponsor ?? '',
  },
  {
    key: 'sector',
    header: texts('Setor', 'Sector', 'Sector'),
    width: 20,
    cell: ({ exhibitor: e }) => e.sector ?? '',
  },
  {
    key: 'company',
    header: texts('Empresa', 'Empresa', 'Company'),
    width: 24,
    cell: ({ exhibitor: e }) => e.company ?? '',
  },
  {
    key: 'local',
    header: texts('Local', 'Lugar', 'Location'),
    width: 20,
    cell: ({ exhibitor: e }) => e.local ?? '',
  },
  addressField('road', texts('Logradouro', 'Calle', 'Street'), 30),
  addressField('number', texts('Número', 'Número', 'Number'), 8),
  addressField('complement', texts('Complemento', 'Complemento', 'Address line 2'), 20),
  addressField('city', texts('Cidade', 'Ciudad', 'City'), 20),
  addressField('state', texts('Estado', 'Estado', 'State'), 10),
  addressField('zipCode', texts('CEP', 'Código postal', 'ZIP code'), 12),
  socialField('whatsapp', texts('WhatsApp', 'WhatsApp', 'WhatsApp')),
  socialField('site', texts('Site', 'Sitio web', 'Website')),
  socialField('facebook', texts('Facebook', 'Facebook', 'Facebook')),
  socialField('instagram', texts('Instagram', 'Instagram', 'Instagram')),
  socialField('linkedin', texts('LinkedIn', 'LinkedIn', 'LinkedIn')),
  socialField('spotify', texts('Spotify', 'Spotify', 'Spotify')),
  socialField('youtube', texts('YouTube', 'YouTube', 'YouTube')),
  socialField('twitter', texts('X (Twitter)', 'X (Twitter)', 'X (Twitter)')),
  {
    key: 'publishWithoutReview',
    header: texts('Publicar sem revisão', 'Publicar sin revisión', 'Publish without review'),
    width: 12,
    cell: ({ exhibitor: e }, c) => yes(e.publishWithoutReview, c),
  },
  {
    key: 'profilePicture',
    header: texts('Foto de perfil', 'Foto de perfil', 'Profile picture'),
    width: 40,
    cell: ({ pictures }) => pictures.profile ?? '',
  },
  {
    key: 'coverPhoto',
    header: texts('Capa', 'Portada', 'Cover'),
    width: 40,
    cell: ({ pictures }) => pictures.cover ?? '',
  },
  {
    key: 'coverPhotoMobile',
    header: texts('Capa (celular)', 'Portada (móvil)', 'Cover (mobile)'),
    width: 40,
    cell: ({ pictures }) => pictures.coverMobile ?? '',
  },
];

/** The speaker form's fields; `name` is the key an import matches speakers by. */
const speaker: Columns<SpeakerRow> = [
  { key: 'name', header: texts('Nome', 'Nombre', 'Name'), width: 30, cell: ({ speaker: s }) => s.name },
  {
    key: 'company',
    header: texts('Empresa', 'Empresa', 'Company'),
    width: 24,
    cell: ({ speaker: s }) => s.company ?? '',
  },
  {
    key: 'office',
    header: texts('Cargo', 'Cargo', 'Position'),
    width: 24,
    cell: ({ speaker: s }) => s.office ?? '',
  },
  {
    key: 'description',
    header: texts('Descrição', 'Descripción', 'Description'),
    width: 60,
    cell: ({ speaker: s }) => s.description,
  },
  {
    key: 'profilePicture',
    header: texts('Foto de perfil', 'Foto de perfil', 'Profile picture'),
    width: 40,
    cell: ({ picture }) => picture ?? '',
  },
];

/** Every kind's columns, in file order. */
export const exportColumns: { [K in ExportKind]: Columns<ExportRows[K]> } = {
  participant: person(true),
  subscriber: person(false),
  publication,
  agenda,
  exhibitor,
  speaker,
};
