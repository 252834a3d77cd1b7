import type { Address, ImportKind, PropertyStatus } from '@vitrine/contract';
import { exportColumns } from '../exports/columns.ts';
import { type Texts, texts } from '../exports/labels.ts';

/** A column an import reads: its language-independent key and its header in the three languages. */
export interface ImportColumn {
  key: string;
  header: Texts;
}

export const propertyStatusLabels: Record<PropertyStatus, Texts> = {
  READY: texts('Pronto', 'Listo', 'Ready'),
  LAUNCH: texts('Lançamento', 'Lanzamiento', 'Launch'),
  UNDER_CONSTRUCTION: texts('Em construção', 'En construcción', 'Under construction'),
  SOON_LAUNCH: texts('Breve lançamento', 'Próximo lanzamiento', 'Coming soon'),
};

const address = (key: keyof Address, header: Texts): ImportColumn => ({ key: `address.${key}`, header });

/**
 * Properties have no export yet: their columns are the property form's fields, `exhibitor` naming
 * the owning exhibitor of the event by its title, and `title` the key an import matches them by.
 */
export const propertyColumns: ImportColumn[] = [
  { key: 'title', header: texts('Título', 'Título', 'Title') },
  { key: 'exhibitor', header: texts('Expositor', 'Expositor', 'Exhibitor') },
  { key: 'status', header: texts('Situação', 'Situación', 'Status') },
  { key: 'suites', header: texts('Suítes', 'Suites', 'Suites') },
  { key: 'room', header: texts('Quartos', 'Habitaciones', 'Rooms') },
  { key: 'size', header: texts('Área (m²)', 'Área (m²)', 'Area (m²)') },
  { key: 'contact', header: texts('Contato', 'Contacto', 'Contact') },
  { key: 'description', header: texts('Descrição', 'Descripción', 'Description') },
  address('road', texts('Logradouro', 'Calle', 'Street')),
  address('number', texts('Número', 'Número', 'Number')),
  address('complement', texts('Complemento', 'Complemento', 'Address line 2')),
  address('city', texts('Cidade', 'Ciudad', 'City')),
  address('state', texts('Estado', 'Estado', 'State')),
  address('zipCode', texts('CEP', 'Código postal', 'ZIP code')),
];

/** The columns of each kind: the export's own (so an exported file reads back), or the property form's. */
export const importColumns: Record<ImportKind, ImportColumn[]> = {
  agenda: exportColumns.agenda,
  exhibitor: exportColumns.exhibitor,
  speaker: exportColumns.speaker,
  property: propertyColumns,
};

/** The columns a file must have; the key columns first. */
export const requiredColumns: Record<ImportKind, string[]> = {
  agenda: ['theme', 'date', 'timeStart', 'timeEnd'],
  exhibitor: ['title', 'category', 'quota', 'shortDescription', 'description'],
  speaker: ['name'],
  property: ['title', 'exhibitor', 'status', 'size', 'description', 'address.road', 'address.city'],
};

/** Header and label comparisons ignore case, accents' composition and spacing. */
export const normalized = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Each header's column key (null for a column we do not read): a header matches a column's text in
 * any of the three languages, or its key. The first of two equal headers wins.
 */
export function matchHeader(kind: ImportKind, header: string[]): (string | null)[] {
  const byText = new Map<string, string>();
  for (const column of importColumns[kind]) {
    byText.set(normalized(column.key), column.key);
    for (const text of Object.values(column.header)) {
      if (!byText.has(normalized(text))) byText.set(normalized(text), column.key);
    }
  }
  const seen = new Set<string>();
  return header.map((text) => {
    const key = byText.get(normalized(text)) ?? null;
    if (key === null || seen.has(key)) return null;
    seen.add(key);
    return key;
  });
}
