import { csvText } from '../../../shared/support/csv.js';

/** An import's refused row as the errors route answers it. */
export interface RefusedRow {
  line: number;
  field: string | null;
  code: string;
  message: string;
}

/**
 * Refused rows as a CSV file: line, field, reason code and message, written as the service writes
 * every CSV (shared/support/csv.ts): a cell a spreadsheet would read as a formula is kept as text.
 */
export const refusedRowsCsv = (rows: readonly RefusedRow[]): string =>
  csvText(
    ['line', 'field', 'code', 'message'],
    rows.map((row) => ({ line: row.line, field: row.field, code: row.code, message: row.message })),
  );
