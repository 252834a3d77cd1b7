import type { ImportKind, Locale, SpreadsheetFormat } from '@vitrine/contract';
import { spreadsheetContentTypes, writeSpreadsheet } from '../../lib/spreadsheet-export.ts';
import { quotaLabels, sheetNames, type Texts, texts, yesNo } from '../exports/labels.ts';
import { importColumns, propertyStatusLabels } from './import-columns.ts';

const same = (value: string): Texts => texts(value, value, value);

/** The example exhibitor's title: the example property names it as its owner. */
const exampleExhibitor = same('Construtora Horizonte');
/** The example speaker's name: the example agenda item names them. */
const exampleSpeaker = same('Ana Ribeiro');

/**
 * One row per kind that imports cleanly once the examples it names exist (the speaker before the
 * agenda item, the exhibitor before the property); the agenda's date must fall within the event.
 * Columns left out stay blank.
 */
const examples: Record<ImportKind, Record<string, Texts>> = {
  speaker: {
    name: exampleSpeaker,
    company: same('Horizonte Incorporações'),
    office: texts('Diretora comercial', 'Directora comercial', 'Sales director'),
    description: texts(
      '<p>Vinte anos de mercado imobiliário.</p>',
      '<p>Veinte años en el mercado inmobiliario.</p>',
      '<p>Twenty years in real estate.</p>',
    ),
  },
  agenda: {
    theme: texts('Tendências do mercado', 'Tendencias del mercado', 'Market trends'),
    date: same('15/03/2027'),
    timeStart: same('10:00'),
    timeEnd: same('11:00'),
    stage: texts('Auditório principal', 'Auditorio principal', 'Main hall'),
    speakers: exampleSpeaker,
    description: texts(
      'O que esperar para o próximo ano.',
      'Qué esperar para el próximo año.',
      'What to expect next year.',
    ),
    cancelled: yesNo.no,
  },
  exhibitor: {
    title: exampleExhibitor,
    category: texts('Construtoras', 'Constructoras', 'Builders'),
    quota: quotaLabels.GOLD,
    sponsor: yesNo.no,
    shortDescription: texts('Apartamentos na planta', 'Apartamentos sobre plano', 'Off-plan apartments'),
    description: texts(
      '<p>Lançamentos residenciais na cidade.</p>',
      '<p>Lanzamientos residenciales en la ciudad.</p>',
      '<p>New homes across the city.</p>',
    ),
    'address.road': same('Rua Augusta'),
    'address.number': same('500'),
    'address.city': same('São Paulo'),
    'address.state': same('SP'),
    'address.zipCode': same('01305-000'),
    'socialMedia.site': same('https://example.com'),
    publishWithoutReview: yesNo.no,
  },
  property: {
    title: texts('Residencial Jardins', 'Residencial Jardines', 'Garden Residences'),
    exhibitor: exampleExhibitor,
    status: propertyStatusLabels.LAUNCH,
    suites: same('2'),
    room: same('3'),
    size: same('85'),
    description: texts(
      '<p>Três quartos perto do parque.</p>',
      '<p>Tres habitaciones cerca del parque.</p>',
      '<p>Three bedrooms near the park.</p>',
    ),
    'address.road': same('Avenida Paulista'),
    'address.number': same('1000'),
    'address.city': same('São Paulo'),
    'address.state': same('SP'),
    'address.zipCode': same('01310-100'),
  },
};

const templateSheetNames: Record<ImportKind, Texts> = {
  speaker: sheetNames.speaker,
  agenda: sheetNames.agenda,
  exhibitor: sheetNames.exhibitor,
  property: texts('Imóveis', 'Inmuebles', 'Properties'),
};

/** The kind's import header row in `locale` and one example row, as the exports write files. */
export function importTemplate(kind: ImportKind, format: SpreadsheetFormat, locale: Locale) {
  const columns = importColumns[kind];
  const example = columns.map((column) => examples[kind][column.key]?.[locale] ?? '');
  return {
    filename: `${kind}-template.${format}`,
    contentType: spreadsheetContentTypes[format],
    stream: writeSpreadsheet(
      (async function* () {
        yield example;
      })(),
      {
        format,
        locale,
        headers: columns.map((column) => column.header[locale]),
        sheet: templateSheetNames[kind][locale],
      },
    ),
  };
}
