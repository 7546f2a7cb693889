import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { IMPORT_FORMATS, IMPORT_KINDS, IMPORT_STATUSES, ROW_ERROR_CODES } from './import-schemas.js';

/** What the import routes answer, as zod schemas: the API description and the tests read them. */

const time = () => z.number().int().nullable();

export const ImportBody = z.object({
  import_id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(IMPORT_FORMATS),
  file_name: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  /** Data rows in the file (known once it is validated). */
  rows_total: z.number().int().nullable(),
  /** Rows written. */
  rows_done: z.number().int(),
  /** Rows refused: each has an error line. */
  rows_failed: z.number().int(),
  /** Rows an earlier import (or an earlier run of this one) already wrote: nothing changed. */
  rows_skipped: z.number().int(),
  /** Why the whole file was refused, when status is failed. */
  failure: z.string().nullable(),
  created_at: z.number().int(),
  started_at: time(),
  finished_at: time(),
});

export const CreatedImportBody = ImportBody.extend({
  upload: z.object({
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    expires_at: z.number().int(),
  }),
});

export const ImportListBody = z.object({ imports: z.array(ImportBody), next_cursor: z.string().nullable() });

export const ImportErrorsBody = z.object({
  errors: z.array(z.object({ line: z.number().int(), field: z.string().nullable(), code: z.enum(ROW_ERROR_CODES), message: z.string() })),
  next_cursor: z.string().nullable(),
});

/** The answers the import routes name in their contracts, by name. */
export const importAnswers = {
  CreatedImport: CreatedImportBody,
  Import: ImportBody,
  ImportErrors: ImportErrorsBody,
  ImportList: ImportListBody,
} satisfies AnswerBodies;
