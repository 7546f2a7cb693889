import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_STATUSES } from './export-schemas.js';
import { AuditExportFilters } from '../audit/audit-requests.js';

/** What the export routes answer, as zod schemas: the API description and the tests read them. */

const time = () => z.number().int().nullable();

export const ExportBody = z.object({
  export_id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Rows written so far; the file's rows once completed. */
  rows: z.number().int(),
  /** The bounds the rows were chosen by (Unix seconds, both included), null for none. */
  since: time(),
  until: time(),
  /** The UTC day a daily export covers (yyyy-mm-dd), null for an export an operator asked for. */
  day: z.string().nullable(),
  /** What an audit export's entries were narrowed by (operator e-mail, kind of action, member); null for the other kinds. */
  filters: AuditExportFilters.nullable(),
  /** Why the export failed, when status is failed. */
  failure: z.string().nullable(),
  created_at: z.number().int(),
  started_at: time(),
  finished_at: time(),
  /** Where to fetch the gzip-compressed file, once completed: a short-lived signed GET. */
  download: z.object({ url: z.string(), expires_at: z.number().int() }).optional(),
});

export const ExportListBody = z.object({ exports: z.array(ExportBody), next_cursor: z.string().nullable() });

/** The answers the export routes name in their contracts, by name. */
export const exportAnswers = {
  Export: ExportBody,
  ExportList: ExportListBody,
} satisfies AnswerBodies;
