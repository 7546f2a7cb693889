import * as z from 'zod';
import { OperatorId } from '../programs/client-requests.js';
import { IMPORT_FORMATS, IMPORT_KINDS } from './import-schemas.js';

/** What operator requests about imports send. Schemas only: a contract loads them without the repositories. */

export const CreateImportBody = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { error: `kind: one of ${IMPORT_KINDS.join(', ')}` }),
  format: z.enum(IMPORT_FORMATS, { error: `format: one of ${IMPORT_FORMATS.join(', ')}` }),
  /** The operator's own name for the file, shown back; never a path. */
  file_name: z.string().trim().min(1).max(200).optional(),
});
export type CreateImportInput = z.infer<typeof CreateImportBody>;

/** Import ids are issued by this service: imp_ and a time-ordered base36 tail. */
export const ImportId = z.string().regex(/^imp_[0-9a-z]{9}[A-Za-z0-9_-]{8}$/, 'must be an import id issued by this service');
export const ImportPath = z.object({ client_id: OperatorId, import_id: ImportId });

/** A page of a client's imports, newest first; the cursor is the last import id of the previous page. */
export const ImportListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(25), cursor: ImportId.optional() });
/** A page of an import's error lines; the cursor is the last line of the previous page. */
export const ImportErrorsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a cursor from a previous page')
    .optional(),
});

/**
 * What the pipeline's steps are handed (by Step Functions in AWS, the local runner locally):
 * the file's key from the upload's S3 event, a chunk from the manifest, the ids to finish.
 */
export const PlanImportInput = z.object({ key: z.string().min(1).max(1024) });
export const ChunkInput = z.object({
  client_id: OperatorId,
  import_id: ImportId,
  chunk: z.object({ index: z.number().int().min(0), start: z.number().int().min(0), end: z.number().int().min(0), first_line: z.number().int().min(1) }),
});
/** The finish step names its import by the file's key, as the plan step is handed it. */
export const FinishImportInput = z.object({ key: z.string().min(1).max(1024), failure: z.string().max(2000).optional() });
