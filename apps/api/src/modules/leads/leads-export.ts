import { PassThrough, Readable } from 'node:stream';
import type { LeadRating, LeadSource, Locale } from '@vitrine/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { wallClockParts } from '../../lib/dates.ts';
import type { LeadRow } from './leads.repository.ts';

export type ExportFormat = 'csv' | 'xlsx';

interface ExportTexts {
  headers: string[];
  sources: Record<LeadSource, string>;
  ratings: Record<LeadRating, string>;
  withdrawn: string;
  sheet: string;
}

const texts: Record<Locale, ExportTexts> = {
  'pt-BR': {
    headers: [
      'Nome',
      'E-mail',
      'Telefone',
      'Origem',
      'Imóvel',
      'Mensagem',
      'Classificação',
      'Etiquetas',
      'Notas',
      'Capturado em',
      'Capturado por',
    ],
    sources: { SCAN: 'Crachá escaneado', PROPERTY: 'Interesse em imóvel', STAND: 'Contato pelo estande' },
    ratings: { HOT: 'Quente', WARM: 'Morno', COLD: 'Frio' },
    withdrawn: '(consentimento retirado)',
    sheet: 'Contatos',
  },
  es: {
    headers: [
      'Nombre',
      'Correo',
      'Teléfono',
      'Origen',
      'Inmueble',
      'Mensaje',
      'Clasificación',
      'Etiquetas',
      'Notas',
      'Capturado el',
      'Capturado por',
    ],
    sources: {
      SCAN: 'Credencial escaneada',
      PROPERTY: 'Interés en inmueble',
      STAND: 'Contacto por el stand',
    },
    ratings: { HOT: 'Caliente', WARM: 'Tibio', COLD: 'Frío' },
    withdrawn: '(consentimiento retirado)',
    sheet: 'Contactos',
  },
  en: {
    headers: [
      'Name',
      'E-mail',
      'Phone',
      'Source',
      'Property',
      'Message',
      'Rating',
      'Tags',
      'Notes',
      'Captured at',
      'Captured by',
    ],
    sources: { SCAN: 'Badge scan', PROPERTY: 'Property interest', STAND: 'Stand contact' },
    ratings: { HOT: 'Hot', WARM: 'Warm', COLD: 'Cold' },
    withdrawn: '(consent withdrawn)',
    sheet: 'Leads',
  },
};

/** dd/MM/yyyy HH:mm on the event's clock. */
function wallClock(date: Date, timeZone: string): string {
  const p = wallClockParts(date, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * A spreadsheet runs a cell starting with = + - @ as a formula (CSV injection): such cells get a
 * leading apostrophe, except numbers such as a phone's "+55 11 91234-5678", which run nothing.
 */
const neutralize = (value: string) =>
  /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value)) ? `'${value}` : value;

function cells(row: LeadRow, t: ExportTexts, timeZone: string): string[] {
  const { lead, person } = row;
  return [
    person?.name ?? t.withdrawn,
    person?.email ?? '',
    person?.phone ?? '',
    t.sources[lead.source],
    row.propertyTitle ?? '',
    lead.message ?? '',
    lead.rating ? t.ratings[lead.rating] : '',
    lead.tags.join(', '),
    lead.notes,
    wallClock(lead.capturedAt, timeZone),
    row.capturedBy ?? '',
  ];
}

/**
 * The leads as CSV (UTF-8 with BOM; `;` for Portuguese and Spanish, as their spreadsheets expect,
 * `,` for English) or XLSX, written as `rows` yields them: the file is never whole in memory.
 */
export function exportLeads(
  rows: AsyncIterable<LeadRow>,
  options: { format: ExportFormat; locale: Locale; timeZone: string },
): Readable {
  const t = texts[options.locale];
  if (options.format === 'csv') {
    const csv = stringify({ bom: true, delimiter: options.locale === 'en' ? ',' : ';' });
    const source = Readable.from(
      (async function* () {
        yield t.headers;
        for await (const row of rows) yield cells(row, t, options.timeZone).map(neutralize);
      })(),
    );
    source.on('error', (error) => csv.destroy(error));
    return source.pipe(csv);
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(t.sheet);
  sheet.columns = t.headers.map((header, index) => ({
    header,
    width: [28, 30, 18, 22, 28, 40, 14, 24, 40, 18, 22][index],
  }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of rows) sheet.addRow(cells(row, t, options.timeZone)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
