import {
  agendaItemRequestSchema,
  exhibitorRequestSchema,
  type FieldIssue,
  type ImportCellError,
  type ImportKind,
  type ImportRowErrorCode,
  propertyRequestSchema,
  speakerRequestSchema,
} from '@vitrine/contract';
import type { z } from 'zod';
import { fromDateText } from '../../lib/dates.ts';
import { cleanHtml, compactSocialMedia, toAddress } from '../../lib/form-json.ts';
import type { AgendaItemValues } from '../agenda/agenda-admin.repository.ts';
import type { ExhibitorValues } from '../exhibitors/exhibitor-admin.repository.ts';
import { quotaLabels, yesNo } from '../exports/labels.ts';
import type { PropertyValues } from '../properties/property-admin.repository.ts';
import type { SpeakerValues } from '../speakers/speaker-admin.repository.ts';
import { normalized, propertyStatusLabels } from './import-columns.ts';

/** What a row is checked against: the event, and its speakers and exhibitors by name. */
export interface ImportContext {
  tenantId: number;
  eventId: number;
  event: { dateStart: string; dateEnd: string };
  /** Normalized name → id. */
  speakers: Map<string, number>;
  /** Normalized title → id. */
  exhibitors: Map<string, number>;
}

/** A row's values as each kind's repository writes them. */
export interface ImportValues {
  agenda: { item: AgendaItemValues; speakerIds: number[]; cancelled: boolean };
  exhibitor: ExhibitorValues & { publishWithoutReview: boolean };
  speaker: SpeakerValues;
  property: PropertyValues;
}

export interface CheckedRow<K extends ImportKind> {
  /** The key as the file writes it, and as rows are matched (normalized). */
  key: string;
  match: string;
  /** The column the key is judged by, for a duplicate's error. */
  keyColumn: string;
  errors: ImportCellError[];
  values: ImportValues[K] | null;
}

type Cells = (key: string) => string;

/** Each label of `labels` in any language, its enum name, in a map to the enum value. */
function labelMap<T extends string>(labels: Record<T, Record<string, string>>) {
  const map = new Map<string, T>();
  for (const [value, texts] of Object.entries(labels) as [T, Record<string, string>][]) {
    map.set(normalized(value), value);
    for (const text of Object.values(texts)) map.set(normalized(text), value);
  }
  return map;
}
const quotaByLabel = labelMap(quotaLabels);
const statusByLabel = labelMap(propertyStatusLabels);
const yesWords = new Set([...Object.values(yesNo.yes), 'true', '1', 'x'].map(normalized));
const noWords = new Set([...Object.values(yesNo.no), 'false', '0', ''].map(normalized));

/** A cell in a value its schema takes: a label read as its enum name, a blank cell as absent. */
const optional = (value: string) => (value === '' ? undefined : value);

/** Zod's issues as the row's errors: a blank cell is missing, a long one too long, else `codes[column]`. */
function cellErrors(
  issues: readonly z.core.$ZodIssue[],
  cells: Cells,
  codes: Record<string, ImportRowErrorCode> = {},
): ImportCellError[] {
  const errors: ImportCellError[] = [];
  for (const issue of issues) {
    const column = issue.path.join('.');
    if (errors.some((error) => error.column === column)) continue;
    const value = cells(column);
    if (value === '') errors.push({ column, code: 'IMPORT_VALUE_REQUIRED', args: [] });
    else if (issue.code === 'too_big')
      errors.push({ column, code: 'IMPORT_VALUE_TOO_LONG', args: [Number(issue.maximum)] });
    else errors.push({ column, code: codes[column] ?? 'IMPORT_VALUE_INVALID', args: [value] });
  }
  return errors;
}

/** Sanitized HTML, or a "required" error when nothing is left of it. */
function html(value: string, column: string, required: boolean, errors: ImportCellError[]): string {
  const issues: FieldIssue[] = [];
  const clean = cleanHtml(value, column, issues, { required });
  if (issues.length > 0) errors.push({ column, code: 'IMPORT_VALUE_REQUIRED', args: [] });
  return clean ?? '';
}

function yes(cells: Cells, column: string, errors: ImportCellError[]): boolean {
  const value = normalized(cells(column));
  if (yesWords.has(value)) return true;
  if (!noWords.has(value)) errors.push({ column, code: 'IMPORT_VALUE_INVALID', args: [cells(column)] });
  return false;
}

/** The address columns as an address (null when all are blank and `optional`). */
function addressOf(cells: Cells, required: boolean) {
  const fields = ['road', 'number', 'complement', 'city', 'state', 'zipCode'] as const;
  if (!required && fields.every((field) => cells(`address.${field}`) === '')) return null;
  return Object.fromEntries(fields.map((field) => [field, optional(cells(`address.${field}`))]));
}

/** "9:05" (as a spreadsheet may show it) as "09:05". */
const time = (value: string) => (/^\d:\d\d$/.test(value) ? `0${value}` : value);

const result = <K extends ImportKind>(
  row: Omit<CheckedRow<K>, 'values'>,
  values: ImportValues[K],
): CheckedRow<K> => ({ ...row, values: row.errors.length > 0 ? null : values });

function speaker(cells: Cells, context: ImportContext): CheckedRow<'speaker'> {
  const key = cells('name');
  const parsed = speakerRequestSchema.safeParse({
    eventId: context.eventId,
    name: key,
    company: optional(cells('company')),
    office: optional(cells('office')),
    description: cells('description'),
  });
  const errors = parsed.success ? [] : cellErrors(parsed.error.issues, cells);
  const row = { key, match: normalized(key), keyColumn: 'name', errors };
  if (!parsed.success) return { ...row, values: null };
  const request = parsed.data;
  const description = html(request.description, 'description', false, errors);
  return result(row, {
    tenantId: context.tenantId,
    eventId: context.eventId,
    name: request.name,
    company: request.company,
    office: request.office,
    description,
  });
}

function exhibitor(cells: Cells, context: ImportContext): CheckedRow<'exhibitor'> {
  const key = cells('title');
  const quota = cells('quota');
  const social = ['whatsapp', 'site', 'facebook', 'instagram', 'linkedin', 'spotify', 'youtube', 'twitter'];
  const parsed = exhibitorRequestSchema.safeParse({
    idEvent: context.eventId,
    title: key,
    description: cells('description'),
    shortDescription: cells('shortDescription'),
    category: cells('category'),
    aboutSponsor: optional(cells('aboutSponsor')),
    sector: optional(cells('sector')),
    quota: optional(quotaByLabel.get(normalized(quota)) ?? quota),
    company: optional(cells('company')),
    local: optional(cells('local')),
    address: addressOf(cells, false),
    socialMedia: Object.fromEntries(social.map((name) => [name, optional(cells(`socialMedia.${name}`))])),
  });
  const errors = parsed.success
    ? []
    : cellErrors(parsed.error.issues, cells, { quota: 'IMPORT_QUOTA_UNKNOWN' });
  const sponsor = yes(cells, 'sponsor', errors);
  const publishWithoutReview = yes(cells, 'publishWithoutReview', errors);
  const row = { key, match: normalized(key), keyColumn: 'title', errors };
  if (!parsed.success) return { ...row, values: null };
  const request = parsed.data;
  const description = html(request.description, 'description', true, errors);
  const aboutSponsor = html(request.aboutSponsor ?? '', 'aboutSponsor', false, errors);
  return result(row, {
    eventId: context.eventId,
    title: request.title,
    description,
    shortDescription: request.shortDescription,
    category: request.category,
    quota: request.quota,
    sponsor,
    aboutSponsor: aboutSponsor || null,
    sector: request.sector,
    company: request.company,
    local: request.local,
    address: request.address ? toAddress(request.address) : null,
    socialMedia: compactSocialMedia(request.socialMedia),
    publishWithoutReview,
  });
}

/** The agenda's key: theme, day and start (a theme may repeat on other days or times). */
function agenda(cells: Cells, context: ImportContext): CheckedRow<'agenda'> {
  const [theme, dateText, start, end] = [
    cells('theme'),
    cells('date'),
    time(cells('timeStart')),
    time(cells('timeEnd')),
  ];
  const key = `${theme} | ${dateText} ${start}`;
  const errors: ImportCellError[] = [];
  const speakerIds: number[] = [];
  for (const name of cells('speakers')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const id = context.speakers.get(normalized(name));
    if (id === undefined) errors.push({ column: 'speakers', code: 'IMPORT_SPEAKER_UNKNOWN', args: [name] });
    else if (!speakerIds.includes(id)) speakerIds.push(id);
  }
  const parsed = agendaItemRequestSchema.safeParse({
    eventId: context.eventId,
    date: dateText,
    timeStart: start,
    timeEnd: end,
    theme,
    description: cells('description'),
    speakerIds,
    stage: cells('stage'),
  });
  if (!parsed.success) {
    const codes = {
      date: 'IMPORT_DATE_INVALID',
      timeStart: 'IMPORT_TIME_INVALID',
      timeEnd: 'IMPORT_TIME_INVALID',
    } as const;
    errors.push(
      ...cellErrors(
        parsed.error.issues,
        (column) => (column === 'speakerIds' ? cells('speakers') : cells(column)),
        codes,
      ),
    );
  }
  const date = parsed.success ? fromDateText(parsed.data.date) : null;
  if (parsed.success && !date) errors.push({ column: 'date', code: 'IMPORT_DATE_INVALID', args: [dateText] });
  else if (date && (date < context.event.dateStart || date > context.event.dateEnd))
    errors.push({ column: 'date', code: 'IMPORT_DATE_OUTSIDE_EVENT', args: [dateText] });
  if (parsed.success && parsed.data.timeEnd <= parsed.data.timeStart)
    errors.push({ column: 'timeEnd', code: 'IMPORT_END_BEFORE_START', args: [start, end] });
  const cancelled = yes(cells, 'cancelled', errors);
  const row = {
    key,
    match: normalized(`${theme}\n${date ?? dateText}\n${start}`),
    keyColumn: 'theme',
    errors,
  };
  if (!parsed.success || !date) return { ...row, values: null };
  const request = parsed.data;
  return result(row, {
    item: {
      tenantId: context.tenantId,
      eventId: context.eventId,
      date,
      timeStart: request.timeStart,
      timeEnd: request.timeEnd,
      theme: request.theme,
      description: request.description,
      stage: request.stage ?? null,
    },
    speakerIds,
    cancelled,
  });
}

function property(cells: Cells, context: ImportContext): CheckedRow<'property'> {
  const key = cells('title');
  const status = cells('status');
  const owner = cells('exhibitor');
  const exhibitorId = context.exhibitors.get(normalized(owner));
  const errors: ImportCellError[] = [];
  if (owner !== '' && exhibitorId === undefined)
    errors.push({ column: 'exhibitor', code: 'IMPORT_EXHIBITOR_UNKNOWN', args: [owner] });
  if (owner === '') errors.push({ column: 'exhibitor', code: 'IMPORT_VALUE_REQUIRED', args: [] });
  const decimal = (value: string) => (/^\d+,\d+$/.test(value) ? value.replace(',', '.') : value);
  const parsed = propertyRequestSchema.safeParse({
    eventId: context.eventId,
    exhibitorsId: exhibitorId ?? 1,
    title: key,
    description: cells('description'),
    suites: cells('suites') || '0',
    room: cells('room') || '0',
    size: optional(decimal(cells('size'))),
    contact: optional(cells('contact')),
    status: optional(statusByLabel.get(normalized(status)) ?? status),
    address: addressOf(cells, true),
  });
  if (!parsed.success)
    errors.push(...cellErrors(parsed.error.issues, cells, { status: 'IMPORT_STATUS_UNKNOWN' }));
  const row = { key, match: normalized(key), keyColumn: 'title', errors };
  if (!parsed.success || exhibitorId === undefined) return { ...row, values: null };
  const request = parsed.data;
  const description = html(request.description, 'description', true, errors);
  return result(row, {
    tenantId: context.tenantId,
    eventId: context.eventId,
    exhibitorId,
    title: request.title,
    description,
    status: request.status,
    room: request.room,
    suites: request.suites,
    size: request.size,
    contact: request.contact,
    address: toAddress(request.address),
  });
}

/** Each kind's check of one row, by the same schemas and rules as the producer's forms. */
export const checkRow: { [K in ImportKind]: (cells: Cells, context: ImportContext) => CheckedRow<K> } = {
  agenda,
  exhibitor,
  speaker,
  property,
};
