/**
 * CSV as every file and answer of the service writes it (RFC 4180 quoting, CRLF lines), safe to
 * open in a spreadsheet: a text cell that a spreadsheet would read as a formula (it begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) is written as text, a single quote before it
 * and the whole quoted, as OWASP's CSV injection guidance says. Numbers are written as they are.
 */

export type CsvCell = string | number | boolean | null;

/** What a spreadsheet takes as the start of a formula (or, for tab and CR, lets one through). */
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (text: string): string => `"${text.replaceAll('"', '""')}"`;

export const csvCell = (value: CsvCell): string => {
  if (value === null) return '';
  if (typeof value === 'string' && FORMULA_START.test(value)) return quoted(`'${value}`);
  const text = String(value);
  return /[",\r\n]/.test(text) ? quoted(text) : text;
};

/** One CSV line (without its line end): the cells in order. */
export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvCell).join(',');

/** A whole CSV document: the header line, then one line per row in the header's column order. */
export const csvText = (columns: readonly string[], rows: ReadonlyArray<Record<string, CsvCell | undefined>>): string =>
  [csvLine(columns), ...rows.map((row) => csvLine(columns.map((column) => row[column] ?? null)))].map((line) => `${line}\r\n`).join('');
