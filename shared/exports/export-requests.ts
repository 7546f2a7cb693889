import * as z from 'zod';
import { OperatorId } from '../programs/client-requests.js';
import { AuditExportFilters } from '../audit/audit-requests.js';
import { EXPORT_FORMATS, EXPORT_KINDS } from './export-schemas.js';

/** What operator requests about exports send. Schemas only: a contract loads them without the repositories. */

/**
 * A bound of the rows exported: Unix seconds, or an ISO 8601 date (a whole UTC day) or date and
 * time. Read, and checked against the other bound, by the export's creation (param_error).
 */
const Bound = z.union([z.number().int().min(0).max(253_402_300_799), z.string().trim().min(1).max(40)]);

export const CreateExportBody = z.strictObject({
  kind: z.enum(EXPORT_KINDS, { error: `kind: one of ${EXPORT_KINDS.join(', ')}` }),
  format: z.enum(EXPORT_FORMATS, { error: `format: one of ${EXPORT_FORMATS.join(', ')}` }).default('csv'),
  since: Bound.optional(),
  until: Bound.optional(),
  /** Only for kind audit: the entries of one operator (by e-mail), one kind of action, one member. */
  filters: AuditExportFilters.optional(),
});
export type CreateExportInput = z.infer<typeof CreateExportBody>;

/** Export ids are issued by this service: exp_ and a time-ordered base36 tail. */
export const ExportId = z.string().regex(/^exp_[0-9a-z]{9}[A-Za-z0-9_-]{8}$/, 'must be an export id issued by this service');
export const ExportPath = z.object({ client_id: OperatorId, export_id: ExportId });

/** A page of a client's exports, newest first; the cursor is the last export id of the previous page. */
export const ExportListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(25), cursor: ExportId.optional() });

/**
 * What the pipeline's steps are handed (by Step Functions in AWS, the local runner locally): the
 * request's key from its S3 event, one shard's page to write and where the shard's walk is, the
 * key to finish.
 */
export const PlanExportInput = z.object({ key: z.string().min(1).max(1024) });
export const ExportPageInput = z.object({
  client_id: OperatorId,
  export_id: ExportId,
  shard: z.number().int().min(0).max(999),
  page: z.number().int().min(0),
  /** Where the shard's walk of the rank index stands (its last evaluated key); null at its start. */
  cursor: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type ExportPage = z.infer<typeof ExportPageInput>;
export const FinishExportInput = z.object({ key: z.string().min(1).max(1024), failure: z.string().max(2000).optional() });
