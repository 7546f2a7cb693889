import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import { readClient } from '../programs/index.js';
import { importFileKey } from './keys.js';
import { ApiError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { logger } from '../support/logger.js';
import { fileStore } from '../files/file-store.js';
import type { CreateImportInput } from './import-requests.js';
import type { CreatedImportBody, ImportBody, ImportErrorsBody, ImportListBody } from './import-responses.js';
import { getImport, listErrorLines, listImports, moveImport, putNewImport, type ImportRecord } from './import-repository.js';
import { OPEN_STATUSES, type ImportStatus } from './import-schemas.js';

/**
 * Bulk imports (operator API). An import is created awaiting its file; the file goes straight
 * to the file store (a presigned S3 PUT in AWS, the local server's signed path locally), and its
 * arrival starts the pipeline: validate and cut into chunks (planImport), each chunk written by a
 * worker (runImportChunk, fanned out by Step Functions' Distributed Map in AWS), then
 * finishImport. The record keeps the status and counts the API answers.
 */

/** How long an upload URL stays valid. */
const UPLOAD_URL_SECONDS = 3_600;

const view = (record: ImportRecord): z.infer<typeof ImportBody> => ({
  import_id: record.import_id,
  kind: record.kind,
  format: record.format,
  file_name: record.file_name,
  status: record.status,
  rows_total: record.rows_total,
  rows_done: record.rows_done,
  rows_failed: record.rows_failed,
  rows_skipped: record.rows_skipped,
  failure: record.failure,
  created_at: record.created_at,
  started_at: record.started_at,
  finished_at: record.finished_at,
});

/** Import ids sort by creation time (base36 milliseconds), so a client's imports list newest first. */
const newImportId = (): string => `imp_${Date.now().toString(36).padStart(9, '0')}${randomBytes(6).toString('base64url')}`;

export async function createImport(clientId: string, input: CreateImportInput): Promise<z.infer<typeof CreatedImportBody>> {
  await readClient(clientId);
  const now = nowSeconds();
  const record: ImportRecord = {
    client_id: clientId,
    import_id: newImportId(),
    kind: input.kind,
    format: input.format,
    file_name: input.file_name ?? null,
    status: 'awaiting_upload',
    rows_total: null,
    rows_done: 0,
    rows_failed: 0,
    rows_skipped: 0,
    failure: null,
    created_at: now,
    started_at: null,
    finished_at: null,
    chunks_total: null,
    chunks_done: 0,
    columns: null,
  };
  const upload = await fileStore().uploadTarget(importFileKey(clientId, record.import_id), now + UPLOAD_URL_SECONDS);
  await putNewImport(record);
  return { ...view(record), upload };
}

/** The import, read beside its client (an unknown client answers first): one round trip. */
async function existingImport(clientId: string, importId: string, consistent = false): Promise<ImportRecord> {
  const [, record] = await Promise.all([readClient(clientId), getImport(clientId, importId, consistent)]);
  if (!record) throw notFound('import does not exist');
  return record;
}

export async function readImport(clientId: string, importId: string): Promise<z.infer<typeof ImportBody>> {
  return view(await existingImport(clientId, importId));
}

export async function importList(clientId: string, limit: number, cursor?: string): Promise<z.infer<typeof ImportListBody>> {
  const [, page] = await Promise.all([readClient(clientId), listImports(clientId, limit, cursor)]);
  return { imports: page.records.map(view), next_cursor: page.next ?? null };
}

export async function importErrors(clientId: string, importId: string, limit: number, cursor?: string): Promise<z.infer<typeof ImportErrorsBody>> {
  // The page is read beside the import it belongs to; an unknown import answers 404 all the same.
  const [, page] = await Promise.all([
    existingImport(clientId, importId),
    listErrorLines(clientId, importId, limit, cursor === undefined ? undefined : Number(cursor)),
  ]);
  return { errors: page.errors, next_cursor: page.next === undefined ? null : String(page.next) };
}

/**
 * Cancels an import that has not finished: no chunk starts after this, a chunk under way
 * finishes its rows (each all or nothing), and what was written stays written.
 */
export async function cancelImport(clientId: string, importId: string): Promise<z.infer<typeof ImportBody>> {
  const finished = (status: ImportStatus) => new ApiError('conflict', `the import has finished (${status}); it cannot be cancelled`);
  const record = await existingImport(clientId, importId, true);
  if (record.status === 'cancelled') return view(record);
  if (!OPEN_STATUSES.includes(record.status)) throw finished(record.status);
  const cancelled = await moveImport(record, OPEN_STATUSES, 'cancelled', { finished_at: nowSeconds() });
  if (cancelled) return view(cancelled);
  // It finished, or was cancelled, between the read and the write.
  const current = await existingImport(clientId, importId, true);
  if (current.status !== 'cancelled') throw finished(current.status);
  return view(current);
}

/** What the pipeline says failed (the state machine's words, and the local runner's), before the error it caught. */
export const PIPELINE_FAILURES = ['the file could not be validated', 'some chunks could not be written'] as const;

/**
 * The reason an operator reads for a failed run: the pipeline's own words for the step that
 * failed, never the error it caught (a DynamoDB or SDK message, or an error's name), which goes
 * to the log instead.
 */
function failureReason(importId: string, failure: string): string {
  const reason = PIPELINE_FAILURES.find((words) => failure.startsWith(words)) ?? 'the import stopped on an unexpected error';
  logger.error('import failed', { import_id: importId, reason, detail: failure });
  return reason;
}

/** The pipeline's last step: the import's final status, unless it was cancelled or failed meanwhile. */
export async function finishImport(clientId: string, importId: string, failure?: string): Promise<ImportStatus | undefined> {
  const record = await getImport(clientId, importId, true);
  if (!record) return undefined;
  const status: ImportStatus =
    failure !== undefined || (record.chunks_total ?? 0) > record.chunks_done ? 'failed' : record.rows_failed > 0 ? 'completed_with_errors' : 'completed';
  const fields =
    status === 'failed'
      ? { failure: failure === undefined ? 'some chunks of the file were not written' : failureReason(importId, failure), finished_at: nowSeconds() }
      : { finished_at: nowSeconds() };
  await moveImport(record, ['running', 'validating'], status, fields);
  return (await getImport(clientId, importId, true))?.status;
}
