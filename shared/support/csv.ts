/** CSV as the exports and reports write it (RFC 4180 quoting, CRLF lines). */

export type CsvCell = string | number | boolean | null;

export const csvCell = (value: CsvCell): string => {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A whole CSV document: the header line, then one line per row in the header's column order. */
export const csvText = (columns: readonly string[], rows: ReadonlyArray<Record<string, CsvCell | undefined>>): string =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? null)).join(','))].map((line) => `${line}\r\n`).join('');
