import {
  type ExportKind,
  type ExportQuery,
  exportKindSchema,
  type Locale,
  type PublicationStatus,
} from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { invalidField } from '../../lib/form-json.ts';
import { byText } from '../../lib/search.ts';
import { spreadsheetContentTypes, writeSpreadsheet } from '../../lib/spreadsheet-export.ts';
import { mediaUrl } from '../../media/media.service.ts';
import { loadMediaUrls, urlIn } from '../../media/media-urls.ts';
import { byQuotaRank } from '../exhibitors/exhibitors.presenter.ts';
import { type FeedCursor, publicationsRepository } from '../publications/publications.repository.ts';
import { type ExportRows, exportColumns, type PersonRow } from './columns.ts';
import { type AgendaCursor, createExportsRepository, type PersonCursor } from './exports.repository.ts';
import { sheetNames } from './labels.ts';

/** Rows read per query: a large export holds one page of rows at a time, never the file. */
export const exportBatchSize = 500;
/** The clock of a tenant-wide export (subscribers without an event): the events' default. */
const defaultTimeZone = 'America/Sao_Paulo';

/** Every row `read` gives, page after page, each page after the previous page's last row. */
async function* keyset<Row, Cursor>(
  read: (after: Cursor | null) => Promise<Row[]>,
  cursorOf: (last: Row) => Cursor,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < exportBatchSize) return;
    after = cursorOf(rows.at(-1)!);
  }
}

/** Rows sorted in memory by their keys (a few fields each), then read a page of ids at a time. */
async function* byIds<Row extends { id: number }, Out>(
  ids: number[],
  read: (ids: number[]) => Promise<Row[]>,
  decorate: (rows: Row[]) => Promise<Out[]>,
): AsyncGenerator<Out> {
  for (let start = 0; start < ids.length; start += exportBatchSize) {
    const page = ids.slice(start, start + exportBatchSize);
    const found = new Map((await read(page)).map((row) => [row.id, row]));
    // A row deleted since its key was read is simply left out.
    yield* await decorate(page.flatMap((id) => found.get(id) ?? []));
  }
}

const personCursor = (row: { cursor: string; id: number }): PersonCursor => ({ at: row.cursor, id: row.id });

/**
 * The producer's spreadsheets: each kind's rows in the order, and with the filters, of
 * the list the producer area shows, streamed as CSV or XLSX. The routes are the tenant's ADMIN's.
 */
export function createExportsService(db: Db) {
  const repository = createExportsRepository(db);
  const posts = publicationsRepository(db);

  /** People rows as `PersonRow`s, keeping their keyset `cursor`. */
  const people = <Row extends Omit<PersonRow, 'participatingSince'> & { participatingSince?: Date }>(
    rows: Promise<Row[]>,
  ) =>
    rows.then((list) => list.map((row) => ({ ...row, participatingSince: row.participatingSince ?? null })));

  const readers: {
    [K in ExportKind]: (
      tenantId: number,
      eventId: number | null,
      query: ExportQuery,
    ) => AsyncIterable<ExportRows[K]>;
  } = {
    participant: (tenantId, eventId) =>
      keyset(
        (after) => people(repository.participants(tenantId, eventId!, after, exportBatchSize)),
        personCursor,
      ),
    subscriber: (tenantId, eventId) =>
      keyset(
        (after) =>
          people(
            eventId === null
              ? repository.subscribers(tenantId, after, exportBatchSize)
              : repository.participants(tenantId, eventId, after, exportBatchSize),
          ),
        personCursor,
      ),
    publication: (tenantId, eventId, query) => {
      // The ADMIN's feed: every status, or the one asked for, hidden posts included.
      const statuses: PublicationStatus[] = query.status
        ? [query.status]
        : ['APPROVED', 'ANALYSIS', 'DENIED'];
      const branches = statuses.map((status) => ({ status }));
      return keyset(
        async (after: FeedCursor | null) => {
          const rows = await posts.feed(tenantId, eventId!, query.type, branches, after, exportBatchSize);
          const media = await posts.media(rows.map((row) => row.id));
          return rows.map((post) => ({ post, media: (media.get(post.id) ?? []).map(mediaUrl) }));
        },
        ({ post }) => ({ createdAt: post.created_us, id: post.id }),
      );
    },
    agenda: (tenantId, eventId) =>
      keyset(
        async (after: AgendaCursor | null) => {
          const items = await repository.agenda(tenantId, eventId!, after, exportBatchSize);
          const names = new Map<number, string[]>();
          for (const row of await repository.agendaSpeakers(items.map((item) => item.id))) {
            names.set(row.agendaItemId, [...(names.get(row.agendaItemId) ?? []), row.name]);
          }
          return items.map((item) => ({ item, speakers: names.get(item.id) ?? [] }));
        },
        ({ item }) => ({ date: item.date, timeStart: item.timeStart, timeEnd: item.timeEnd, id: item.id }),
      ),
    exhibitor: (tenantId, eventId, query) =>
      (async function* () {
        // `GET exhibitor/findByEvent`: categories in alphabetical order, then quota rank and title.
        const keys = (await repository.exhibitorKeys(tenantId, eventId!, query.q)).sort(byQuotaRank);
        const categories = [...new Set(keys.map((key) => key.category))].sort(byText);
        const ids = categories.flatMap((category) =>
          keys.filter((key) => key.category === category).map((key) => key.id),
        );
        yield* byIds(
          ids,
          (page) => repository.exhibitorsById(tenantId, page),
          async (rows) => {
            const urls = await loadMediaUrls(
              db,
              rows.flatMap((row) => [row.profilePictureId, row.coverPhotoId, row.coverPhotoMobileId]),
            );
            return rows.map((exhibitor) => ({
              exhibitor,
              pictures: {
                profile: urlIn(urls, exhibitor.profilePictureId),
                cover: urlIn(urls, exhibitor.coverPhotoId),
                coverMobile: urlIn(urls, exhibitor.coverPhotoMobileId),
              },
            }));
          },
        );
      })(),
    speaker: (tenantId, eventId, query) =>
      (async function* () {
        // `GET speaker/findByEvent`: by name.
        const keys = (await repository.speakerKeys(tenantId, eventId!, query.q)).sort(
          (a, b) => byText(a.name, b.name) || a.id - b.id,
        );
        yield* byIds(
          keys.map((key) => key.id),
          (page) => repository.speakersById(tenantId, page),
          async (rows) => {
            const urls = await loadMediaUrls(
              db,
              rows.map((row) => row.profilePictureId),
            );
            return rows.map((speaker) => ({ speaker, picture: urlIn(urls, speaker.profilePictureId) }));
          },
        );
      })(),
  };

  function write<K extends ExportKind>(
    kind: K,
    tenantId: number,
    eventId: number | null,
    options: { query: ExportQuery; locale: Locale; timeZone: string },
  ) {
    const rows = readers[kind](tenantId, eventId, options.query);
    const columns = exportColumns[kind];
    const context = { locale: options.locale, timeZone: options.timeZone };
    return writeSpreadsheet(
      (async function* () {
        for await (const row of rows) yield columns.map((column) => column.cell(row, context));
      })(),
      {
        format: options.query.format,
        locale: options.locale,
        headers: columns.map((column) => column.header[options.locale]),
        widths: columns.map((column) => column.width),
        sheet: sheetNames[kind][options.locale],
      },
    );
  }

  return {
    /** The file of `kind` (400 `EXPORT_KIND_UNKNOWN` for a kind we do not write) and its name. */
    async export(tenantId: number, kind: string, query: ExportQuery, locale: Locale) {
      const known = exportKindSchema.safeParse(kind);
      if (!known.success) throw new AppError(400, 'EXPORT_KIND_UNKNOWN', [kind]);
      const exportKind = known.data;
      const eventId = query.eventId ?? null;
      if (eventId === null && exportKind !== 'subscriber')
        throw invalidField('querystring.eventId', 'Required');
      let timeZone = defaultTimeZone;
      if (eventId !== null) {
        const event = await repository.event(tenantId, eventId);
        if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
        timeZone = event.timeZone;
      }
      return {
        filename: `${exportKind}${eventId === null ? '' : `-${eventId}`}.${query.format}`,
        contentType: spreadsheetContentTypes[query.format],
        stream: write(exportKind, tenantId, eventId, { query, locale, timeZone }),
      };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
