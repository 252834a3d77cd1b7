import type { ImportPreview, ImportRow, Property } from '@vitrine/contract';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, multipart, setup } from '../../../test/fixtures.ts';
import { agendaItems, events, exhibitors, speakers, tenants } from '../../db/schema.ts';
import { importColumns, propertyColumns } from './import-columns.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
/** The seeded demo event: speakers, agenda, exhibitors and properties to export. */
let demo: typeof events.$inferSelect;

type Kind = 'exhibitor' | 'speaker' | 'agenda' | 'property';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const get = (url: string) =>
  ctx.test.app.inject({ method: 'GET', url, headers: auth(ctx.actors.admin) }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  });

/** `POST import/{kind}[/preview]?eventId` with `data` as the multipart `file`. */
function upload(
  kind: string,
  eventId: number,
  data: Buffer,
  options: { preview?: boolean; xlsx?: boolean } = {},
) {
  const body = multipart([
    {
      name: 'file',
      filename: options.xlsx ? 'import.xlsx' : 'import.csv',
      type: options.xlsx ? xlsxType : 'text/csv',
      data,
    },
  ]);
  return ctx.test.app.inject({
    method: 'POST',
    url: `/api/import/${kind}${options.preview ? '/preview' : ''}?eventId=${eventId}`,
    headers: { ...auth(ctx.actors.admin), ...body.headers },
    payload: body.payload,
  });
}

async function imported(kind: Kind, eventId: number, data: Buffer, xlsx = false) {
  const response = await upload(kind, eventId, data, { xlsx });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { created: number; updated: number };
}

/** A new event on the demo event's days (agenda dates must fall within it). */
async function newEvent(title: string) {
  const [row] = await ctx.db
    .insert(events)
    .values({
      tenantId: ctx.tenantId,
      title,
      dateStart: demo.dateStart,
      dateEnd: demo.dateEnd,
      timeStart: '09:00',
      timeEnd: '18:00',
    })
    .returning();
  return row!.id;
}

const csv = (rows: string[][], delimiter = ';') =>
  `${rows.map((row) => row.map((cell) => (/[";\n,]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(delimiter)).join('\r\n')}\r\n`;

/** The event's properties as the property import's CSV (properties have no export). */
async function propertyFile(eventId: number): Promise<Buffer> {
  const groups = (await get(`/api/routeImmobile/event/${eventId}`)).json() as Record<string, Property[]>;
  const rows = Object.entries(groups).flatMap(([exhibitor, list]) =>
    list.map((property) => {
      const cells: Record<string, string> = {
        title: property.title,
        exhibitor,
        status: property.status,
        suites: String(property.suites),
        room: String(property.room),
        size: String(property.size),
        contact: property.contact ?? '',
        description: property.description,
      };
      for (const [key, value] of Object.entries(property.fullAddress ?? {}))
        cells[`address.${key}`] = String(value ?? '');
      return propertyColumns.map((column) => cells[column.key] ?? '');
    }),
  );
  return Buffer.from(csv([propertyColumns.map((column) => column.header['pt-BR']), ...rows]));
}

/** A list with every id, media URL and other event-specific reference left out. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([key]) => !/(^id$|Id$|^idEvent$|picture|photo|image|^sequence$|^updatedAt$|^uid$)/i.test(key),
        )
        .map(([key, item]) => [key, withoutIds(item)]),
    );
  }
  return value;
}

const lists: Record<Kind, (eventId: number) => string> = {
  speaker: (id) => `/api/speaker/findByEvent/${id}`,
  agenda: (id) => `/api/agenda/event/${id}`,
  exhibitor: (id) => `/api/exhibitor/findByEvent/${id}`,
  property: (id) => `/api/routeImmobile/event/${id}`,
};
const listOf = async (kind: Kind, eventId: number) => withoutIds((await get(lists[kind](eventId))).json());

/** The event's exhibitor rows, by title, without ids, pictures and timestamps. */
async function exhibitorFields(eventId: number) {
  const rows = await ctx.db.select().from(exhibitors).where(eq(exhibitors.eventId, eventId));
  return withoutIds(
    rows.map(({ createdAt: _createdAt, ...row }) => row).sort((a, b) => a.title.localeCompare(b.title)),
  );
}

beforeAll(async () => {
  ctx = await setup();
  const [first] = await ctx.db
    .select()
    .from(events)
    .where(eq(events.tenantId, ctx.tenantId))
    .orderBy(asc(events.id))
    .limit(1);
  demo = first!;
});
afterAll(async () => {
  await ctx?.test.close();
});

describe('import round trip', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`reads back every kind the export wrote (${format})`, async () => {
      const target = await newEvent(`Cópia ${format}`);
      const file = async (kind: Kind) =>
        (
          await get(
            `/api/export/${kind}?eventId=${demo.id}&format=${format}&lang=${format === 'csv' ? 'pt-BR' : 'en'}`,
          )
        ).rawPayload;
      // Speakers first: agenda items name them; exhibitors before the properties they own.
      for (const kind of ['speaker', 'agenda', 'exhibitor'] as const) {
        const data = await file(kind);
        const preview = await upload(kind, target, data, { preview: true, xlsx: format === 'xlsx' });
        expect(preview.statusCode, preview.body).toBe(200);
        const body = preview.json() as ImportPreview;
        expect(body.invalid, JSON.stringify(body.rows.filter((row) => row.errors.length > 0))).toBe(0);
        expect(body.updated).toBe(0);
        expect(body.created).toBeGreaterThan(0);
        expect(await imported(kind, target, data, format === 'xlsx')).toEqual({
          created: body.created,
          updated: 0,
        });
        expect(await listOf(kind, target)).toEqual(await listOf(kind, demo.id));
      }
      // The list shows a summary of each exhibitor: every field the form writes is compared too.
      expect(await exhibitorFields(target)).toEqual(await exhibitorFields(demo.id));
      expect(await imported('property', target, await propertyFile(demo.id))).toMatchObject({ updated: 0 });
      expect(await listOf('property', target)).toEqual(await listOf('property', demo.id));

      // The same files again: every row matches its record by key and updates it, creating nothing.
      const again = await imported('speaker', target, await file('speaker'), format === 'xlsx');
      expect(again.created).toBe(0);
      expect(await listOf('speaker', target)).toEqual(await listOf('speaker', demo.id));
      const agendaAgain = await imported('agenda', target, await file('agenda'), format === 'xlsx');
      expect(agendaAgain.created).toBe(0);
      expect(await listOf('agenda', target)).toEqual(await listOf('agenda', demo.id));
    });
  }
});

describe('bad rows', () => {
  it('lists exactly the 3 bad rows of a file, and the commit writes none of its rows', async () => {
    const target = await newEvent('Agenda com erros');
    const [speakerRow] = await ctx.db
      .insert(speakers)
      .values({ tenantId: ctx.tenantId, eventId: target, name: 'Zélia Duncan' })
      .returning();
    const day = demo.dateStart.split('-').reverse().join('/');
    const file = csv([
      ['Tema', 'Data', 'Início', 'Fim', 'Sala', 'Palestrantes', 'Descrição'],
      ['Abertura', day, '09:00', '10:00', 'Auditório', 'Zélia Duncan', 'Boas-vindas'],
      ['Data ruim', '31/02/2026', '10:00', '11:00', '', '', ''],
      ['Quem?', day, '11:00', '12:00', '', 'Zélia Duncan; Ninguém Conhecido', ''],
      ['Abertura', day, '09:00', '09:30', '', '', 'a mesma chave da linha 2'],
      ['Encerramento', day, '17:00', '18:00', '', 'zélia duncan', ''],
    ]);
    const preview = await upload('agenda', target, Buffer.from(file), { preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as ImportPreview;
    expect(body.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
    const bad = body.rows.filter((row) => row.errors.length > 0);
    expect(
      bad.map((row) => [row.row, row.errors.map((error) => [error.column, error.code, error.args])]),
    ).toEqual([
      [3, [['date', 'IMPORT_DATE_INVALID', ['31/02/2026']]]],
      [4, [['speakers', 'IMPORT_SPEAKER_UNKNOWN', ['Ninguém Conhecido']]]],
      [5, [['theme', 'IMPORT_DUPLICATE_KEY', [2]]]],
    ]);
    expect(body).toMatchObject({ created: 2, updated: 0, invalid: 3 });

    const commit = await upload('agenda', target, Buffer.from(file));
    expect(commit.statusCode).toBe(400);
    const error = commit.json() as { code: string; args: ImportRow[] };
    expect(error.code).toBe('IMPORT_INVALID');
    expect(error.args).toEqual(body.rows);
    expect(await ctx.db.select().from(agendaItems).where(eq(agendaItems.eventId, target))).toEqual([]);
    expect(speakerRow).toBeDefined();
  });

  it('names the other row faults by stable codes', async () => {
    const target = await newEvent('Expositores com erros');
    const file = csv(
      [
        ['title', 'category', 'quota', 'shortDescription', 'description'],
        ['Stand A', 'Tech', 'Platina', 'Curta', '<p>Longa</p>'],
        ['', 'Tech', 'Ouro', 'Curta', '<p>Longa</p>'],
        ['X'.repeat(201), 'Tech', 'Gold', 'Curta', '<p>Longa</p>'],
        ['Stand D', 'Tech', 'Diamante', 'Curta', '<p></p>'],
      ],
      ',',
    );
    const body = (
      await upload('exhibitor', target, Buffer.from(file), { preview: true })
    ).json() as ImportPreview;
    expect(body.rows.map((row) => row.errors.map((error) => `${error.column} ${error.code}`))).toEqual([
      ['quota IMPORT_QUOTA_UNKNOWN'],
      ['title IMPORT_VALUE_REQUIRED'],
      ['title IMPORT_VALUE_TOO_LONG'],
      ['description IMPORT_VALUE_REQUIRED'],
    ]);
    const agenda = csv([
      ['Theme', 'Date', 'Start', 'End'],
      ['Invertida', demo.dateStart.split('-').reverse().join('/'), '11:00', '10:00'],
      ['Hora ruim', demo.dateStart.split('-').reverse().join('/'), '25:00', '26:00'],
      ['Fora', '01/01/2020', '10:00', '11:00'],
    ]);
    const agendaBody = (
      await upload('agenda', target, Buffer.from(agenda), { preview: true })
    ).json() as ImportPreview;
    expect(agendaBody.rows.map((row) => row.errors.map((error) => `${error.column} ${error.code}`))).toEqual([
      ['timeEnd IMPORT_END_BEFORE_START'],
      ['timeStart IMPORT_TIME_INVALID', 'timeEnd IMPORT_TIME_INVALID'],
      ['date IMPORT_DATE_OUTSIDE_EVENT'],
    ]);
    const missing = await upload('speaker', target, Buffer.from('Empresa;Cargo\nX;Y\n'), { preview: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'IMPORT_COLUMN_MISSING' });
  });
});

describe('files', () => {
  it("reads Excel's Latin-1 CSV with ';' and keeps the accents", async () => {
    const target = await newEvent('Latin-1');
    const text =
      'Nome;Empresa;Cargo\r\nJoão Ângelo;Açaí & Cia;Diretor de Operações\r\nÉrica Müller;Pão de Açúcar;Sócia\r\n';
    const data = Buffer.from(text, 'latin1');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(data)).toThrow();
    expect(await imported('speaker', target, data)).toEqual({ created: 2, updated: 0 });
    const rows = await ctx.db
      .select({ name: speakers.name, company: speakers.company, office: speakers.office })
      .from(speakers)
      .where(eq(speakers.eventId, target))
      .orderBy(asc(speakers.id));
    expect(rows).toEqual([
      { name: 'João Ângelo', company: 'Açaí & Cia', office: 'Diretor de Operações' },
      { name: 'Érica Müller', company: 'Pão de Açúcar', office: 'Sócia' },
    ]);
  });

  it('refuses 5,001 rows and takes 5,000', async () => {
    const target = await newEvent('Muitas linhas');
    const names = (count: number) =>
      Buffer.from(['name', ...Array.from({ length: count }, (_, index) => `Pessoa ${index}`)].join('\n'));
    const refused = await upload('speaker', target, names(5_001), { preview: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', args: [5_000] });
    const taken = await upload('speaker', target, names(5_000), { preview: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json() as ImportPreview).created).toBe(5_000);
  });

  it('reads an XLSX formula as its text, and a CSV neutralized formula without its apostrophe', async () => {
    const target = await newEvent('Fórmulas');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Speakers');
    sheet.addRow(['Name', 'Company']);
    sheet.addRow(['Fórmula Silva', { formula: 'HYPERLINK("http://evil.test","x")', result: 'x' }]);
    sheet.addRow([{ formula: 'CONCAT("A","B")', result: 'AB' }, 'Empresa']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await imported('speaker', target, data, true)).toEqual({ created: 2, updated: 0 });
    const csvFile = Buffer.from("\uFEFFNome;Empresa\r\n'=1+1;'+Soma\r\n");
    expect(await imported('speaker', target, csvFile)).toEqual({ created: 1, updated: 0 });
    const rows = await ctx.db
      .select({ name: speakers.name, company: speakers.company })
      .from(speakers)
      .where(eq(speakers.eventId, target))
      .orderBy(asc(speakers.id));
    expect(rows).toEqual([
      { name: 'Fórmula Silva', company: '=HYPERLINK("http://evil.test","x")' },
      { name: '=CONCAT("A","B")', company: 'Empresa' },
      { name: '=1+1', company: '+Soma' },
    ]);
  });

  it('refuses an unknown kind, a foreign or unknown event, a missing file and a file past 10 MB', async () => {
    const data = Buffer.from('name\nAlguém\n');
    expect((await upload('participant', demo.id, data)).json()).toMatchObject({
      code: 'IMPORT_KIND_UNKNOWN',
    });
    const [other] = await ctx.db.select().from(tenants).where(eq(tenants.slug, 'other'));
    const [foreign] = await ctx.db
      .insert(events)
      .values({
        tenantId: other!.id,
        title: 'Alheio',
        dateStart: '2026-12-01',
        dateEnd: '2026-12-01',
        timeStart: '09:00',
        timeEnd: '18:00',
      })
      .returning();
    for (const eventId of [2_147_483_000, foreign!.id]) {
      const response = await upload('speaker', eventId, data);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    }
    const noFile = multipart([{ name: 'other', data: 'x' }]);
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/import/speaker?eventId=${demo.id}`,
      headers: { ...auth(ctx.actors.admin), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(response.json()).toMatchObject({ code: 'IMPORT_FILE_REQUIRED' });
    const huge = Buffer.concat([Buffer.from('name\n'), Buffer.alloc(10_485_760, 'a')]);
    const tooLarge = await upload('speaker', demo.id, huge, { preview: true });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE' });
    expect(
      await ctx.db
        .select()
        .from(exhibitors)
        .where(and(eq(exhibitors.eventId, demo.id), eq(exhibitors.title, 'Alguém'))),
    ).toEqual([]);
  });
});

describe('templates', () => {
  const kinds = ['speaker', 'exhibitor', 'agenda', 'property'] as const;

  it("writes each kind's header row in the language asked for, else Accept-Language", async () => {
    for (const lang of ['pt-BR', 'es', 'en'] as const) {
      for (const kind of kinds) {
        const response = await get(`/api/import/${kind}/template?format=csv&lang=${lang}`);
        expect(response.headers['content-type']).toContain('text/csv');
        const [header] = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
        const delimiter = lang === 'en' ? ',' : ';';
        expect(header?.split(delimiter)).toEqual(importColumns[kind].map((column) => column.header[lang]));
      }
    }
    const spanish = await ctx.test.app.inject({
      method: 'GET',
      url: '/api/import/speaker/template?format=xlsx',
      headers: { ...auth(ctx.actors.admin), 'accept-language': 'es-AR,es;q=0.9' },
    });
    expect(spanish.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(spanish.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Ponentes');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      importColumns.speaker.map((column) => column.header.es),
    );
    expect(sheet.rowCount).toBe(2);
    const unknown = await ctx.test.app.inject({
      method: 'GET',
      url: '/api/import/participant/template',
      headers: auth(ctx.actors.admin),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'IMPORT_KIND_UNKNOWN' });
  });

  for (const [format, lang] of [
    ['csv', 'pt-BR'],
    ['xlsx', 'en'],
    ['csv', 'es'],
  ] as const) {
    it(`imports back with its example row created and no error (${format}, ${lang})`, async () => {
      // The example agenda item is on 15/03/2027; it names the example speaker, the property the exhibitor.
      const [row] = await ctx.db
        .insert(events)
        .values({
          tenantId: ctx.tenantId,
          title: `Modelos ${format} ${lang}`,
          dateStart: '2027-03-14',
          dateEnd: '2027-03-16',
          timeStart: '09:00',
          timeEnd: '18:00',
        })
        .returning();
      for (const kind of kinds) {
        const file = (await get(`/api/import/${kind}/template?format=${format}&lang=${lang}`)).rawPayload;
        const preview = await upload(kind, row!.id, file, { preview: true, xlsx: format === 'xlsx' });
        expect(preview.statusCode, preview.body).toBe(200);
        expect(preview.json(), preview.body).toMatchObject({ created: 1, updated: 0, invalid: 0 });
        expect(await imported(kind, row!.id, file, format === 'xlsx')).toEqual({ created: 1, updated: 0 });
      }
    });
  }
});
