import type { Agenda, ExhibitorListItem, PublicationPage, Speaker, Subscriber } from '@vitrine/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import {
  agendaItemSpeakers,
  agendaItems,
  events,
  exhibitors,
  participations,
  publications,
  speakers,
  tenants,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { exportBatchSize } from './exports.service.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
/** An event with thousands of agenda items, several pages of the export's reads. */
let bigEventId: number;
let foreignEventId: number;
const bigAgenda = exportBatchSize * 6 + 7;
let passwordHash: string;

/** As the ADMIN unless another token (or null: anonymous) is given. */
const get = (url: string, token: string | null = ctx.actors.admin, headers: Record<string, string> = {}) =>
  ctx.test.app.inject({ method: 'GET', url, headers: { ...auth(token ?? undefined), ...headers } });

/** The export's cells, header row first: CSV parsed with the locale's delimiter, or the XLSX sheet. */
async function sheet(url: string, headers: Record<string, string> = {}): Promise<string[][]> {
  const response = await get(url, ctx.actors.admin, headers);
  expect(response.statusCode, response.body).toBe(200);
  if (url.includes('format=xlsx')) {
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    const width = workbook.worksheets[0]!.getRow(1).cellCount;
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push(Array.from({ length: width }, (_, index) => String(row.getCell(index + 1).value ?? '')));
    });
    return rows;
  }
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = response.rawPayload.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const delimiter = url.includes('lang=en') || headers['accept-language']?.startsWith('en') ? ',' : ';';
  return parse(text, { bom: true, delimiter, relaxColumnCount: false }) as string[][];
}

/** A column's values (header row left out), by the header's text. */
const column = (rows: string[][], header: string) => {
  const at = rows[0]!.indexOf(header);
  expect(at, `no column ${header} in ${rows[0]!.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[at]!);
};

/** What CSV shows of a text a spreadsheet would run as a formula. */
const inCsv = (text: string) =>
  /^[=+\-@]/.test(text) && !/^[+-][\d\s().-]*$/.test(text) ? `'${text}` : text;

const list = async <T>(url: string): Promise<T> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

async function person(email: string, name: string, joined: string | null, created: string) {
  const [row] = await ctx.db
    .insert(users)
    .values({
      tenantId: ctx.tenantId,
      email,
      name,
      role: 'USER',
      confirmed: true,
      passwordHash,
      createdAt: new Date(created),
    })
    .returning();
  if (joined)
    await ctx.db.insert(participations).values({ eventId, userId: row!.id, createdAt: new Date(joined) });
  return row!;
}

beforeAll(async () => {
  ctx = await setup();
  passwordHash = await hashPassword('secret-password-1');
  eventId = await ctx.newEvent('Feira Exportada');
  bigEventId = await ctx.newEvent('Congresso Enorme');
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
  foreignEventId = foreign!.id;
  const tenantId = ctx.tenantId;

  // Participants: joined at different times (one at the very same instant as another), plus a
  // guest (never listed) and a subscriber who stays out of this event.
  await person('maria@export.test', 'Maria Souza', '2026-11-20T15:30:00.000Z', '2026-10-01T12:00:00Z');
  await person('joao@export.test', '=João Fórmula', '2026-11-21T10:00:00.000Z', '2026-10-02T12:00:00Z');
  await person('ana@export.test', 'Ana Lima', '2026-11-21T10:00:00.000Z', '2026-10-03T12:00:00Z');
  await person('fora@export.test', 'Fora do Evento', null, '2026-10-04T12:00:00Z');
  const [guest] = await ctx.db
    .insert(users)
    .values({ tenantId, email: 'guest@export.test', name: 'Visitante', role: 'GUEST' })
    .returning();
  await ctx.db.insert(participations).values({ eventId, userId: guest!.id });

  const speakerRows = await ctx.db
    .insert(speakers)
    .values([
      {
        tenantId,
        eventId,
        name: 'Zélia Duncan',
        company: 'Som Ltda',
        office: 'Cantora',
        description: '<p>Voz</p>',
      },
      { tenantId, eventId, name: 'álvaro Reis', company: '+Empresa', office: null },
      { tenantId, eventId, name: '@Arroba Silva', company: 'Arroba SA' },
      { tenantId, eventId, name: '-Menos Costa', company: null },
      { tenantId, eventId, name: 'Bruno Alves', company: 'Construtora Horizonte', office: 'CEO' },
    ])
    .returning();
  const speakerId = (name: string) => speakerRows.find((row) => row.name === name)!.id;

  const items = await ctx.db
    .insert(agendaItems)
    .values([
      {
        tenantId,
        eventId,
        date: '2026-12-02',
        timeStart: '09:00',
        timeEnd: '10:00',
        theme: 'Abertura do dia 2',
      },
      {
        tenantId,
        eventId,
        date: '2026-12-01',
        timeStart: '14:00',
        timeEnd: '15:30',
        theme: '=Painel de crédito',
        description: 'Juros; prazos, "aspas"\ne linhas',
        stage: 'Auditório A',
      },
      { tenantId, eventId, date: '2026-12-01', timeStart: '09:00', timeEnd: '09:45', theme: 'Boas-vindas' },
      {
        tenantId,
        eventId,
        date: '2026-12-01',
        timeStart: '09:00',
        timeEnd: '09:30',
        theme: 'Café cancelado',
        cancelledAt: new Date(),
      },
    ])
    .returning();
  const panel = items.find((item) => item.theme === '=Painel de crédito')!;
  await ctx.db.insert(agendaItemSpeakers).values([
    { agendaItemId: panel.id, speakerId: speakerId('Zélia Duncan'), position: 1 },
    { agendaItemId: panel.id, speakerId: speakerId('Bruno Alves'), position: 0 },
  ]);

  await ctx.db.insert(exhibitors).values([
    { tenantId, eventId, title: 'Banco Aurora', category: 'Bancos', quota: 'GOLD' },
    {
      tenantId,
      eventId,
      title: 'Construtora Horizonte',
      category: 'Construtoras',
      quota: 'DIAMOND',
      sponsor: true,
      shortDescription: 'Prédios',
      description: '<p>Há 30 anos</p>',
      sector: 'Imobiliário',
      company: 'Horizonte SA',
      local: 'Pavilhão 1',
      address: {
        road: 'Rua A',
        number: '10',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01000-000',
        complement: null,
      },
      socialMedia: { site: 'https://horizonte.test', whatsapp: '+55 11 91234-5678' },
    },
    { tenantId, eventId, title: '@Banco Arroba', category: 'Bancos', quota: 'DIAMOND' },
    { tenantId, eventId, title: 'Ágata Tech', category: 'Tecnologia', quota: 'TECH' },
    { tenantId, eventId: bigEventId, title: 'Outro evento', category: 'Bancos' },
  ]);

  const [author] = await ctx.db.select().from(users).where(eq(users.email, 'ana@feed.test'));
  const post = (
    description: string,
    status: 'ANALYSIS' | 'APPROVED' | 'DENIED',
    minute: number,
    type = 'PUBLICATION',
  ) => ({
    tenantId,
    eventId,
    authorId: author!.id,
    type: type as 'PUBLICATION' | 'ANNOUNCEMENT',
    status,
    description,
    createdAt: new Date(Date.UTC(2026, 10, 20, 12, minute)),
  });
  await ctx.db
    .insert(publications)
    .values([
      post('Primeiro post', 'APPROVED', 1),
      post('+ruim', 'ANALYSIS', 2),
      post('Recusado', 'DENIED', 3),
      post('Aviso importante', 'APPROVED', 4, 'ANNOUNCEMENT'),
      post('Mais um', 'ANALYSIS', 5),
    ]);

  // The big event: few slots, so most items tie on day and times and only the id orders them.
  const slots = ['09:00', '10:00', '11:00'];
  const values = Array.from({ length: bigAgenda }, (_, index) => ({
    tenantId,
    eventId: bigEventId,
    date: `2026-12-0${1 + (index % 2)}`,
    timeStart: slots[index % 3]!,
    timeEnd: '12:00',
    theme: `Sessão ${String(index).padStart(5, '0')}`,
  }));
  for (let start = 0; start < values.length; start += 1000) {
    await ctx.db.insert(agendaItems).values(values.slice(start, start + 1000));
  }
}, 120_000);

afterAll(async () => {
  await ctx?.test.close();
});

describe('GET /api/export/{kind}', () => {
  it.each(['csv', 'xlsx'])('participant (%s): the rows of GET user?eventId, no secrets', async (format) => {
    const listed = await list<{ content: Subscriber[] }>(`/api/user?eventId=${eventId}&size=100`);
    const rows = await sheet(`/api/export/participant?eventId=${eventId}&format=${format}&lang=pt-BR`);
    expect(rows[0]).toEqual(['ID', 'Nome', 'E-mail', 'Perfil', 'Participa desde', 'Cadastrado em']);
    expect(column(rows, 'ID')).toEqual(listed.content.map((row) => String(row.id)));
    expect(column(rows, 'E-mail')).toEqual(listed.content.map((row) => row.email));
    const names = listed.content.map((row) => row.personalData.name);
    expect(column(rows, 'Nome')).toEqual(format === 'csv' ? names.map(inCsv) : names);
    expect(names).toContain('=João Fórmula');
    expect(names).not.toContain('Visitante');
    expect(names).not.toContain('Fora do Evento');
    // The event's clock (São Paulo, UTC-3).
    expect(rows.find((row) => row[2] === 'maria@export.test')).toEqual([
      expect.any(String),
      'Maria Souza',
      'maria@export.test',
      'Usuário',
      '20/11/2026 12:30',
      '01/10/2026 09:00',
    ]);
    const body = rows.flat().join('\n');
    expect(body).not.toContain('scrypt$');
    expect(body).not.toContain(passwordHash);
  });

  it.each(['csv', 'xlsx'])('subscriber (%s): the rows of GET user, or of one event', async (format) => {
    const listed = await list<{ content: Subscriber[]; totalElements: number }>('/api/user?size=100');
    expect(listed.totalElements).toBeLessThanOrEqual(100);
    const rows = await sheet(`/api/export/subscriber?format=${format}&lang=en`);
    expect(rows[0]).toEqual(['ID', 'Name', 'E-mail', 'Role', 'Registered on']);
    expect(column(rows, 'ID')).toEqual(listed.content.map((row) => String(row.id)));
    expect(column(rows, 'Name')).toContain('Fora do Evento');
    const ofEvent = await list<{ content: Subscriber[] }>(`/api/user?eventId=${eventId}&size=100`);
    const filtered = await sheet(`/api/export/subscriber?eventId=${eventId}&format=${format}&lang=en`);
    expect(column(filtered, 'ID')).toEqual(ofEvent.content.map((row) => String(row.id)));
  });

  it.each(['csv', 'xlsx'])(
    'publication (%s): the ADMIN feed, with its type and status filters',
    async (format) => {
      const feed = async (query: string) =>
        (await list<PublicationPage>(`/api/publication/event/${eventId}?size=50${query}`)).content;
      const all = await feed('');
      expect(all.length).toBe(4);
      const rows = await sheet(`/api/export/publication?eventId=${eventId}&format=${format}&lang=pt-BR`);
      expect(rows[0]).toEqual([
        'ID',
        'Tipo',
        'Situação',
        'Autor',
        'Texto',
        'Publicado em',
        'Curtidas',
        'Comentários',
        'Mídias',
        'Oculta',
        'Motivo da ocultação',
      ]);
      expect(column(rows, 'ID')).toEqual(all.map((post) => String(post.id)));
      expect(column(rows, 'Texto')).toEqual(
        all.map((post) => (format === 'csv' ? inCsv(post.description) : post.description)),
      );
      expect(column(rows, 'Situação')).toEqual(
        all.map((post) => ({ ANALYSIS: 'Análise', APPROVED: 'Aprovado', DENIED: 'Negado' })[post.status]),
      );
      expect(column(rows, 'Publicado em')[0]).toBe('20/11/2026 09:05');

      const inAnalysis = await feed('&status=ANALYSIS');
      const filtered = await sheet(
        `/api/export/publication?eventId=${eventId}&format=${format}&status=ANALYSIS`,
      );
      expect(column(filtered, 'ID')).toEqual(inAnalysis.map((post) => String(post.id)));
      expect(inAnalysis.length).toBe(2);

      const announcements = await feed('&type=ANNOUNCEMENT');
      const notices = await sheet(
        `/api/export/publication?eventId=${eventId}&format=${format}&type=ANNOUNCEMENT`,
      );
      expect(column(notices, 'ID')).toEqual(announcements.map((post) => String(post.id)));
      expect(column(notices, 'Tipo')).toEqual(['Aviso']);
    },
  );

  it.each(['csv', 'xlsx'])('agenda (%s): every field of the form, in schedule order', async (format) => {
    const agenda = await list<Agenda>(`/api/agenda/event/${eventId}`);
    const listed = Object.entries(agenda).flatMap(([date, items]) =>
      items.map((item) => ({ date, ...item })),
    );
    const rows = await sheet(`/api/export/agenda?eventId=${eventId}&format=${format}&lang=pt-BR`);
    expect(rows[0]).toEqual([
      'Tema',
      'Data',
      'Início',
      'Fim',
      'Sala',
      'Palestrantes',
      'Descrição',
      'Cancelada',
    ]);
    expect(rows.slice(1)).toEqual(
      listed.map((item) => [
        format === 'csv' ? inCsv(item.theme) : item.theme,
        item.date,
        item.timeStart,
        item.timeEnd,
        item.stage ?? '',
        item.speaker.map((speaker) => speaker.name).join('; '),
        item.description,
        item.cancelled ? 'Sim' : 'Não',
      ]),
    );
    expect(rows[3]).toEqual([
      format === 'csv' ? "'=Painel de crédito" : '=Painel de crédito',
      '01/12/2026',
      '14:00',
      '15:30',
      'Auditório A',
      'Bruno Alves; Zélia Duncan',
      'Juros; prazos, "aspas"\ne linhas',
      'Não',
    ]);
    expect(rows[1]![0]).toBe('Café cancelado');
    expect(rows[1]![7]).toBe('Sim');
  });

  it.each(['csv', 'xlsx'])(
    'exhibitor (%s): the findByEvent order, every field, and its q filter',
    async (format) => {
      const flat = (groups: Record<string, ExhibitorListItem[]>) => Object.values(groups).flat();
      const listed = flat(
        await list<Record<string, ExhibitorListItem[]>>(`/api/exhibitor/findByEvent/${eventId}`),
      );
      const rows = await sheet(`/api/export/exhibitor?eventId=${eventId}&format=${format}&lang=pt-BR`);
      const titles = listed.map((row) => row.title);
      expect(titles).toEqual(['@Banco Arroba', 'Banco Aurora', 'Construtora Horizonte', 'Ágata Tech']);
      expect(column(rows, 'Título')).toEqual(format === 'csv' ? titles.map(inCsv) : titles);
      expect(column(rows, 'Cota')).toEqual(['Diamante', 'Ouro', 'Diamante', 'Tech']);
      const horizonte = Object.fromEntries(rows[0]!.map((header, index) => [header, rows[3]![index]]));
      expect(horizonte).toMatchObject({
        Categoria: 'Construtoras',
        Patrocinador: 'Sim',
        'Descrição curta': 'Prédios',
        Descrição: '<p>Há 30 anos</p>',
        Setor: 'Imobiliário',
        Empresa: 'Horizonte SA',
        Local: 'Pavilhão 1',
        Logradouro: 'Rua A',
        Número: '10',
        Cidade: 'São Paulo',
        Estado: 'SP',
        CEP: '01000-000',
        Site: 'https://horizonte.test',
        // A phone number runs nothing: left as it is.
        WhatsApp: '+55 11 91234-5678',
        'Publicar sem revisão': 'Não',
      });

      const found = flat(
        await list<Record<string, ExhibitorListItem[]>>(`/api/exhibitor/findByEvent/${eventId}?q=banco`),
      );
      const filtered = await sheet(
        `/api/export/exhibitor?eventId=${eventId}&format=${format}&q=banco&lang=pt-BR`,
      );
      expect(found.length).toBe(2);
      expect(column(filtered, 'Título')).toEqual(
        found.map((row) => (format === 'csv' ? inCsv(row.title) : row.title)),
      );
    },
  );

  it.each(['csv', 'xlsx'])(
    'speaker (%s): by name, with q, and cells a spreadsheet would run escaped',
    async (format) => {
      const listed = await list<Speaker[]>(`/api/speaker/findByEvent/${eventId}`);
      const rows = await sheet(`/api/export/speaker?eventId=${eventId}&format=${format}&lang=pt-BR`);
      expect(rows[0]).toEqual(['Nome', 'Empresa', 'Cargo', 'Descrição', 'Foto de perfil']);
      const names = listed.map((row) => row.name);
      expect(column(rows, 'Nome')).toEqual(format === 'csv' ? names.map(inCsv) : names);
      if (format === 'csv') {
        expect(column(rows, 'Nome')).toEqual(
          expect.arrayContaining(["'@Arroba Silva", "'-Menos Costa", 'Zélia Duncan']),
        );
        expect(column(rows, 'Empresa')).toContain("'+Empresa");
      } else {
        // XLSX cells are text, never formulas: kept as typed.
        expect(column(rows, 'Nome')).toContain('@Arroba Silva');
      }
      const found = await list<Speaker[]>(`/api/speaker/findByEvent/${eventId}?q=construtora`);
      const filtered = await sheet(`/api/export/speaker?eventId=${eventId}&format=${format}&q=construtora`);
      expect(column(filtered, 'Nome')).toEqual(found.map((row) => row.name));
      expect(found.map((row) => row.name)).toEqual(['Bruno Alves']);
    },
  );

  it('writes headers in Spanish and English (lang, else Accept-Language), with the file name', async () => {
    const es = await sheet(`/api/export/agenda?eventId=${eventId}&format=csv`, {
      'accept-language': 'es-AR,es;q=0.9',
    });
    expect(es[0]).toEqual(['Tema', 'Fecha', 'Inicio', 'Fin', 'Sala', 'Ponentes', 'Descripción', 'Cancelada']);
    expect(es[1]![7]).toBe('Sí');
    const en = await sheet(`/api/export/agenda?eventId=${eventId}&format=csv&lang=en`);
    expect(en[0]).toEqual(['Theme', 'Date', 'Start', 'End', 'Room', 'Speakers', 'Description', 'Cancelled']);
    const enByHeader = await sheet(`/api/export/exhibitor?eventId=${eventId}&format=xlsx`, {
      'accept-language': 'en-US',
    });
    expect(enByHeader[0]!.slice(0, 4)).toEqual(['Title', 'Category', 'Quota', 'Sponsor']);
    expect(enByHeader[1]![2]).toBe('Diamond');

    const csv = await get(`/api/export/agenda?eventId=${eventId}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="agenda-${eventId}.csv"`);
    expect(csv.rawPayload.toString('utf8').split('\n')[0]).toBe(
      '\uFEFFTema;Data;Início;Fim;Sala;Palestrantes;Descrição;Cancelada',
    );
    const xlsx = await get(`/api/export/speaker?eventId=${eventId}&format=xlsx`);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="speaker-${eventId}.xlsx"`);
  });

  it.each(['csv', 'xlsx'])(
    'streams a large agenda (%s) page after page, every row once, in order',
    async (format) => {
      const rows = await sheet(`/api/export/agenda?eventId=${bigEventId}&format=${format}&lang=pt-BR`);
      expect(rows.length).toBe(bigAgenda + 1);
      const themes = column(rows, 'Tema');
      expect(new Set(themes).size).toBe(bigAgenda);
      const agenda = await list<Agenda>(`/api/agenda/event/${bigEventId}`);
      expect(themes).toEqual(Object.values(agenda).flatMap((items) => items.map((item) => item.theme)));
    },
  );

  it('refuses unknown kinds, formats, events and a missing event', async () => {
    const unknown = await get(`/api/export/property?eventId=${eventId}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'EXPORT_KIND_UNKNOWN', args: ['property'] });
    const format = await get(`/api/export/agenda?eventId=${eventId}&format=pdf`);
    expect(format.statusCode).toBe(400);
    expect(format.json().code).toBe('VALIDATION_ERROR');
    const missing = await get('/api/export/agenda');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      args: [{ field: 'querystring.eventId', message: 'Required' }],
    });
    for (const id of [foreignEventId, 2_000_000_000]) {
      const response = await get(`/api/export/participant?eventId=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', args: [id] });
    }
  });

  it('is for the tenant ADMIN alone: personal data', async () => {
    const url = `/api/export/participant?eventId=${eventId}`;
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, ctx.actors.guest)).statusCode).toBe(403);
    expect((await get(url, ctx.actors.user)).statusCode).toBe(403);
    expect((await get(url, ctx.actors.unconfirmed)).statusCode).toBe(403);
    expect((await get(url, ctx.actors.otherAdmin)).statusCode).toBe(401);
    // The other tenant's ADMIN on its own tenant: our event does not exist there.
    const home = await ctx.test.app.inject({
      method: 'GET',
      url,
      headers: auth(ctx.actors.otherAdmin, otherTenant),
    });
    expect(home.statusCode).toBe(404);
    // Refused before the kind or the query are looked at.
    expect((await get('/api/export/nonsense?format=pdf', ctx.actors.user)).statusCode).toBe(403);
  });
});
