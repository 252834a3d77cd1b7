import {
  type DomainChanges,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  importKindSchema,
  importLimits,
  type Locale,
  type SpreadsheetFormat,
} from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { readSpreadsheet } from '../../lib/spreadsheet-import.ts';
import { createAgendaAdminRepository } from '../agenda/agenda-admin.repository.ts';
import { agendaEvent } from '../agenda/agenda-admin.service.ts';
import { exhibitorAdminRepository } from '../exhibitors/exhibitor-admin.repository.ts';
import { createPropertyAdminRepository } from '../properties/property-admin.repository.ts';
import { createSpeakerAdminRepository } from '../speakers/speaker-admin.repository.ts';
import { importColumns, matchHeader, normalized, requiredColumns } from './import-columns.ts';
import { type CheckedRow, checkRow, type ImportContext, type ImportValues } from './import-rows.ts';
import { importTemplate } from './import-template.ts';
import { createImportsRepository } from './imports.repository.ts';

/** Reads the request's spreadsheet, once the cheap checks have passed. */
export type ReceiveFile = () => Promise<Buffer>;

interface PlannedRow<K extends ImportKind> extends ImportRow {
  existingId: number | null;
  values: ImportValues[K] | null;
}

export interface ImportsDeps {
  db: Db;
  changes: ChangeSeam;
}

/** The changes of a file's rows, recorded at once for the whole file. */
interface Told {
  exhibitor: DomainChanges['exhibitor.changed'][];
  agenda: DomainChanges['agenda.changed'][];
}

/**
 * Spreadsheet imports into an event: every row checked by the producer forms' own schemas
 * and rules, matched to the event's records by its kind's key (agenda: theme, day and start;
 * exhibitor and property: title; speaker: name), then written all in one transaction or not at all.
 */
export function createImportsService({ db, changes }: ImportsDeps) {
  const reads = createImportsRepository(db);
  const agendaWrites = createAgendaAdminRepository(db);
  const speakerWrites = createSpeakerAdminRepository(db);
  const propertyWrites = createPropertyAdminRepository(db);

  function knownKind(kindText: string): ImportKind {
    const kind = importKindSchema.safeParse(kindText);
    if (!kind.success) throw new AppError(400, 'IMPORT_KIND_UNKNOWN', [kindText]);
    return kind.data;
  }

  /** The kind, and the event of the tenant (404 otherwise): before the file is read. */
  async function target(tenantId: number, kindText: string, eventId: number) {
    const kind = knownKind(kindText);
    const event = await reads.event(tenantId, eventId);
    if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
    return { kind, event };
  }

  /** Existing records of the event by their normalized key (the first of equal keys wins). */
  async function existing(t: Db, kind: ImportKind, tenantId: number, eventId: number) {
    const keyed: [string, number][] =
      kind === 'agenda'
        ? (await reads.agenda(tenantId, eventId, t)).map((row) => [
            normalized(`${row.theme}\n${row.date}\n${row.timeStart}`),
            row.id,
          ])
        : kind === 'speaker'
          ? (await reads.speakers(tenantId, eventId, t)).map((row) => [normalized(row.name), row.id])
          : kind === 'exhibitor'
            ? (await reads.exhibitors(tenantId, eventId, t)).map((row) => [normalized(row.title), row.id])
            : (await reads.properties(tenantId, eventId, t)).map((row) => [normalized(row.title), row.id]);
    return new Map(keyed.toReversed());
  }

  /** Every row of the file checked and matched; file-level faults (columns, size) throw. */
  async function plan<K extends ImportKind>(
    t: Db,
    kind: K,
    tenantId: number,
    event: ImportContext['event'] & { id: number },
    bytes: Buffer,
  ): Promise<PlannedRow<K>[]> {
    const sheet = await readSpreadsheet(bytes);
    if (sheet.rows.length > importLimits.maxRows)
      throw new AppError(400, 'IMPORT_TOO_MANY_ROWS', [importLimits.maxRows]);
    const keys = matchHeader(kind, sheet.header);
    const missing = requiredColumns[kind].filter((key) => !keys.includes(key));
    if (missing.length > 0) {
      const headers = missing.map((key) => importColumns[kind].find((column) => column.key === key)!.header);
      throw new AppError(400, 'IMPORT_COLUMN_MISSING', [missing.join(', '), headers]);
    }
    const byName = <Row>(rows: Row[], name: (row: Row) => string, id: (row: Row) => number) =>
      new Map(rows.map((row) => [normalized(name(row)), id(row)] as const).toReversed());
    const context: ImportContext = {
      tenantId,
      eventId: event.id,
      event,
      speakers:
        kind === 'agenda'
          ? byName(
              await reads.speakers(tenantId, event.id, t),
              (row) => row.name,
              (row) => row.id,
            )
          : new Map(),
      exhibitors:
        kind === 'property'
          ? byName(
              await reads.exhibitors(tenantId, event.id, t),
              (row) => row.title,
              (row) => row.id,
            )
          : new Map(),
    };
    const records = await existing(t, kind, tenantId, event.id);
    const firstRowOf = new Map<string, number>();
    return sheet.rows.map(({ row, cells }) => {
      const cell = (key: string) => {
        const at = keys.indexOf(key);
        return at < 0 ? '' : (cells[at] ?? '');
      };
      const checked = checkRow[kind](cell, context) as CheckedRow<K>;
      const first = firstRowOf.get(checked.match);
      if (first === undefined) firstRowOf.set(checked.match, row);
      else checked.errors.push({ column: checked.keyColumn, code: 'IMPORT_DUPLICATE_KEY', args: [first] });
      const existingId = records.get(checked.match) ?? null;
      return {
        row,
        action: existingId === null ? 'create' : 'update',
        key: checked.key,
        errors: checked.errors,
        existingId,
        values: checked.errors.length > 0 ? null : checked.values,
      };
    });
  }

  const summary = (rows: ImportRow[]): ImportPreview => ({
    rows: rows.map(({ row, action, key, errors }) => ({ row, action, key, errors })),
    created: rows.filter((row) => row.errors.length === 0 && row.action === 'create').length,
    updated: rows.filter((row) => row.errors.length === 0 && row.action === 'update').length,
    invalid: rows.filter((row) => row.errors.length > 0).length,
  });

  /** What exhibitor.changed says, as the producer's own writes say it. */
  const exhibitorEvent = (
    stand: { id: number; eventId: number; title: string },
    action: 'created' | 'updated',
  ) => ({
    action,
    id: stand.id,
    eventId: stand.eventId,
    title: stand.title,
  });

  /**
   * Writes one checked row and returns the record's id; what the webhooks are to hear of it goes
   * into `told`, sent at once for the whole file.
   */
  async function write<K extends ImportKind>(
    t: Db,
    kind: K,
    tenantId: number,
    row: PlannedRow<K>,
    told: Told,
  ) {
    const id = row.existingId;
    const action = id === null ? 'created' : 'updated';
    switch (kind) {
      case 'speaker': {
        const values = row.values as ImportValues['speaker'];
        if (id === null) return speakerWrites.insert(t, values);
        await speakerWrites.update(t, id, values);
        return id;
      }
      case 'property': {
        const values = row.values as ImportValues['property'];
        if (id === null) return propertyWrites.insert(t, values);
        await propertyWrites.update(t, id, values);
        return id;
      }
      case 'exhibitor': {
        const { publishWithoutReview, ...values } = row.values as ImportValues['exhibitor'];
        let written = id;
        if (written === null) written = await exhibitorAdminRepository.insert(t, tenantId, values);
        else {
          const current = await exhibitorAdminRepository.lock(t, tenantId, written);
          await exhibitorAdminRepository.update(t, current!, values);
        }
        await reads.setPublishWithoutReview(t, written, publishWithoutReview);
        told.exhibitor.push(exhibitorEvent({ id: written, ...values }, action));
        return written;
      }
      case 'agenda': {
        const { item, speakerIds, cancelled } = row.values as ImportValues['agenda'];
        let written = id;
        if (written === null) written = await agendaWrites.insert(t, item);
        else await agendaWrites.update(t, written, item);
        await agendaWrites.setSpeakers(t, written, speakerIds);
        await agendaWrites.setCancelled(t, written, cancelled);
        told.agenda.push(agendaEvent(action, written, item, cancelled));
        return written;
      }
    }
  }

  /** The file's new exhibitors, 500 per insert; returns the rows written. */
  async function createExhibitors(
    t: Db,
    tenantId: number,
    rows: PlannedRow<ImportKind>[],
    told: Told,
  ): Promise<Set<PlannedRow<ImportKind>>> {
    const fresh = rows.filter((row) => row.existingId === null);
    for (let start = 0; start < fresh.length; start += 500) {
      const slice = fresh.slice(start, start + 500).map((row) => row.values as ImportValues['exhibitor']);
      const ids = await exhibitorAdminRepository.insertMany(t, tenantId, slice);
      for (const [index, id] of ids.entries())
        told.exhibitor.push(exhibitorEvent({ id, ...slice[index]! }, 'created'));
    }
    return new Set(fresh);
  }

  return {
    /** The kind's header row in `locale` and an example row: a file to fill in and import. */
    template(kindText: string, format: SpreadsheetFormat, locale: Locale) {
      return importTemplate(knownKind(kindText), format, locale);
    },

    /** What the file would create and update, and every row's errors; writes nothing. */
    async preview(
      tenantId: number,
      kind: string,
      eventId: number,
      receive: ReceiveFile,
    ): Promise<ImportPreview> {
      const checked = await target(tenantId, kind, eventId);
      const bytes = await receive();
      return summary(await plan(db, checked.kind, tenantId, checked.event, bytes));
    },

    /** Every row written in one transaction; any bad row: 400 `IMPORT_INVALID` with the preview, nothing written. */
    async commit(
      tenantId: number,
      kind: string,
      eventId: number,
      receive: ReceiveFile,
    ): Promise<ImportResult> {
      const checked = await target(tenantId, kind, eventId);
      const bytes = await receive();
      return changes.transaction(async (t) => {
        if (!(await reads.lockEvent(t, tenantId, eventId))) throw notFound('EVENT_NOT_FOUND', eventId);
        // Planned under the transaction, so rows match the records as they are when written.
        const rows = await plan(t, checked.kind, tenantId, checked.event, bytes);
        const preview = summary(rows);
        if (preview.invalid > 0) throw new AppError(400, 'IMPORT_INVALID', preview.rows);
        const told: Told = { exhibitor: [], agenda: [] };
        // New exhibitors (the many rows of a fair's list) go in 500 per statement.
        const batched =
          checked.kind === 'exhibitor' ? await createExhibitors(t, tenantId, rows, told) : new Set();
        for (const row of rows) if (!batched.has(row)) await write(t, checked.kind, tenantId, row, told);
        await t.recordMany('exhibitor.changed', tenantId, told.exhibitor);
        await t.recordMany('agenda.changed', tenantId, told.agenda);
        if (checked.kind === 'speaker') await t.record('speaker.changed', tenantId, { id: null });
        if (checked.kind === 'property') await t.record('property.changed', tenantId, { id: null });
        return { created: preview.created, updated: preview.updated };
      });
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
