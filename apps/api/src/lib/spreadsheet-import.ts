import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from './app-error.ts';
import { neutralizeFormula } from './spreadsheet-export.ts';

/** A sheet's rows as text, each with its spreadsheet row number (the header is row 1). */
export interface SheetRow {
  row: number;
  cells: string[];
}

const unreadable = () => new AppError(400, 'IMPORT_FILE_UNREADABLE');

/** An XLSX (a ZIP archive) by its first bytes; anything else is read as CSV. */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * The text of a CSV: UTF-8 (its BOM dropped) when the bytes are valid UTF-8, else what Excel's
 * "CSV" saves on Windows, windows-1252 (Latin-1 plus curly quotes and the euro sign).
 */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.includes('\0')) throw unreadable(); // a binary file, or UTF-16 that we do not read
  return text;
}

/** `;` or `,`: whichever the header line holds more of outside quotes (`,` on a tie). */
export function csvDelimiterOf(text: string): ';' | ',' {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Undoes the export's neutralizing apostrophe (`'=SUM(A1)` → `=SUM(A1)`), and only that one. */
const unneutralize = (cell: string) =>
  cell.startsWith("'") && neutralizeFormula(cell.slice(1)) === cell ? cell.slice(1) : cell;

function readCsv(bytes: Buffer): string[][] {
  const text = decodeCsv(bytes);
  try {
    const records = parse(text, {
      bom: true,
      delimiter: csvDelimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
    return records.map((record) => record.map(unneutralize));
  } catch {
    throw unreadable();
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as the text the producer sees: a formula as its text (never its cached result). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    // Excel keeps dates and times as UTC instants: a day alone, a time alone (on 1899-12-30), or both.
    const day = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    if (value.getUTCFullYear() <= 1900) return time;
    return time === '00:00' ? day : `${day} ${time}`;
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return formula ? `=${formula}` : '';
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * The first sheet of an XLSX, or a CSV (`;` or `,`, UTF-8 with or without BOM, or windows-1252),
 * as text rows: the header row first, blank rows left out (their numbers skipped), cells trimmed.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<{ header: string[]; rows: SheetRow[] }> {
  const records = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const rows = records
    .map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => cell.trim()) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  const [header, ...data] = rows;
  return { header: header?.cells ?? [], rows: data };
}
