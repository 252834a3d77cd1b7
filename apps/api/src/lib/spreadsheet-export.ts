import { PassThrough, Readable } from 'node:stream';
import type { Locale, SpreadsheetFormat } from '@vitrine/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/** The Content-Type of each file format. */
export const spreadsheetContentTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Portuguese and Spanish spreadsheets expect `;` (their decimal comma); English ones `,`. */
export const csvDelimiter = (locale: Locale) => (locale === 'en' ? ',' : ';');

/**
 * A spreadsheet runs a cell starting with = + - @ as a formula (CSV injection): such cells get a
 * leading apostrophe, except numbers such as a phone's "+55 11 91234-5678", which run nothing.
 */
export const neutralizeFormula = (value: string) =>
  /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value)) ? `'${value}` : value;

const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

export interface SpreadsheetOptions {
  format: SpreadsheetFormat;
  locale: Locale;
  headers: readonly string[];
  /** XLSX column widths, in characters; 20 where absent. */
  widths?: readonly (number | undefined)[];
  /** The XLSX sheet's name. */
  sheet: string;
}

/**
 * Rows as CSV (UTF-8 with BOM, the locale's delimiter, formulas neutralized) or XLSX (a bold header
 * row), written as `rows` yields them: the file is never whole in memory, and a slow client slows
 * the reading down (the CSV side pulls rows only as the response drains).
 */
export function writeSpreadsheet(
  rows: AsyncIterable<readonly string[]>,
  options: SpreadsheetOptions,
): Readable {
  if (options.format === 'csv') {
    const csv = stringify({ bom: true, delimiter: csvDelimiter(options.locale) });
    const source = Readable.from(
      (async function* () {
        yield options.headers;
        for await (const row of rows) yield row.map(neutralizeFormula);
      })(),
    );
    source.on('error', (error) => csv.destroy(error));
    return source.pipe(csv);
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(options.sheet);
  sheet.columns = options.headers.map((header, index) => ({
    header,
    width: options.widths?.[index] ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of rows) {
      if (out.destroyed) return; // the client went away: stop reading the database
      sheet.addRow([...row]).commit();
      // Keep to the client's pace: wait while the response's buffer is full.
      if (out.writableNeedDrain) await drainedOrClosed(out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
