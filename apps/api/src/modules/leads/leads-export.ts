import type { Readable } from 'node:stream';
import type { LeadRating, LeadSource, Locale, SpreadsheetFormat } from '@vitrine/contract';
import { toWallClockText } from '../../lib/dates.ts';
import { writeSpreadsheet } from '../../lib/spreadsheet-export.ts';
import type { LeadRow } from './leads.repository.ts';

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
    toWallClockText(lead.capturedAt, timeZone),
    row.capturedBy ?? '',
  ];
}

/** The leads as CSV or XLSX (`writeSpreadsheet`), written as `rows` yields them. */
export function exportLeads(
  rows: AsyncIterable<LeadRow>,
  options: { format: SpreadsheetFormat; locale: Locale; timeZone: string },
): Readable {
  const t = texts[options.locale];
  return writeSpreadsheet(
    (async function* () {
      for await (const row of rows) yield cells(row, t, options.timeZone);
    })(),
    {
      format: options.format,
      locale: options.locale,
      headers: t.headers,
      widths: [28, 30, 18, 22, 28, 40, 14, 24, 40, 18, 22],
      sheet: t.sheet,
    },
  );
}
