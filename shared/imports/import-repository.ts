import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { batchPut } from '../data/batch-writes.js';
import { queryPage } from '../data/batch-reads.js';
import { jobRecords } from '../data/job-records.js';
import { itemDecoder } from '../data/item-decoder.js';
import { importChunkKey, importErrorKey, importErrorPartition, importKey, importPrefix } from './keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { cancellationCodes, writeTransaction, type TransactItem } from '../data/transactions.js';
import { IMPORT_FORMATS, IMPORT_KINDS, IMPORT_STATUSES, ROW_ERROR_CODES } from './import-schemas.js';

/**
 * Storage of imports: the import's record (status, counts), its error lines and the chunks
 * already counted. Counts move once per chunk, never once per row: a million-row import makes a
 * few thousand writes to its record, not a million.
 */

const ImportItem = z.object({
  client_id: z.string(),
  import_id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(IMPORT_FORMATS),
  file_name: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  rows_total: z.number().nullable(),
  rows_done: z.number(),
  rows_failed: z.number(),
  rows_skipped: z.number(),
  failure: z.string().nullable(),
  created_at: z.number(),
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
  /** Chunks the file was cut into (known once validated), and chunks counted so far. */
  chunks_total: z.number().nullable(),
  chunks_done: z.number(),
  /** A CSV file's header, for the workers that read its chunks. */
  columns: z.array(z.string()).nullable(),
});
export type ImportRecord = z.infer<typeof ImportItem>;

const ImportErrorItem = z.object({ line: z.number(), field: z.string().nullable(), code: z.enum(ROW_ERROR_CODES), message: z.string() });
export type ImportErrorLine = z.infer<typeof ImportErrorItem>;
const decodeImportError = itemDecoder('import_error', ImportErrorItem);

/** Imports, their error lines and chunk records are kept 400 days, then TTL removes them. */
export const IMPORT_RECORD_TTL_SECONDS = 400 * 86_400;

const jobs = jobRecords({ type: 'import', schema: ImportItem, idField: 'import_id', key: importKey, prefix: importPrefix, ttl: IMPORT_RECORD_TTL_SECONDS });

/** Put once, read, paged newest first (import ids sort by creation time) and moved by status (a cancelled or finished import never moves again). */
export const { put: putNewImport, get: getImport, page: listImports, move: moveImport } = jobs;

export interface ChunkCounts {
  done: number;
  failed: number;
  skipped: number;
}

/**
 * Adds a finished chunk's counts to its import, once: the chunk's record and the counts commit
 * together, so a chunk the fan-out runs again (after a timeout) is not counted twice. Answers
 * false when the chunk was counted already.
 */
export async function recordChunk(
  record: Pick<ImportRecord, 'client_id' | 'import_id'>,
  chunk: number,
  counts: ChunkCounts,
  now: number,
  /** Counter moves the chunk's rows left to be counted once for the whole chunk (see countChunkMoves). */
  moves: unknown[] = [],
): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...importChunkKey(record.client_id, record.import_id, chunk),
            type: 'import_chunk',
            ...counts,
            ...(moves.length > 0 ? { moves: JSON.stringify(moves) } : {}),
            [TTL_ATTRIBUTE]: now + IMPORT_RECORD_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: importKey(record.client_id, record.import_id),
          UpdateExpression: 'ADD rows_done :done, rows_failed :failed, rows_skipped :skipped, chunks_done :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':done': counts.done, ':failed': counts.failed, ':skipped': counts.skipped, ':one': 1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Updates per transaction when a chunk's counters are written: 99 and the chunk record's own guard. */
const COUNTER_UPDATES_PER_WRITE = 99;

/** The counter moves a counted chunk recorded, and the batches of their updates already written. */
export async function chunkMoves(record: Pick<ImportRecord, 'client_id' | 'import_id'>, chunk: number): Promise<{ moves: unknown[]; written: Set<number> }> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: importChunkKey(record.client_id, record.import_id, chunk), ConsistentRead: true }),
  );
  const moves = typeof Item?.moves === 'string' ? (JSON.parse(Item.moves) as unknown[]) : [];
  const written = Item?.batches_written instanceof Set ? (Item.batches_written as Set<number>) : new Set<number>();
  return { moves, written };
}

/**
 * Writes a counted chunk's shared-counter updates, each batch once however often it is run: a
 * batch commits with the chunk record's note of it, and a batch already noted is passed over.
 * The updates must come in the same order on every run (they are derived from the recorded moves).
 */
export async function writeChunkCounters(
  record: Pick<ImportRecord, 'client_id' | 'import_id'>,
  chunk: number,
  updates: TransactItem[],
  written: Set<number> = new Set(),
): Promise<void> {
  for (let batch = 0; batch * COUNTER_UPDATES_PER_WRITE < updates.length; batch++) {
    if (written.has(batch)) continue;
    try {
      await writeTransaction([
        ...updates.slice(batch * COUNTER_UPDATES_PER_WRITE, (batch + 1) * COUNTER_UPDATES_PER_WRITE),
        {
          Update: {
            TableName: tableName(),
            Key: importChunkKey(record.client_id, record.import_id, chunk),
            UpdateExpression: 'ADD batches_written :batch',
            ConditionExpression: 'attribute_exists(PK) AND NOT contains(batches_written, :number)',
            ExpressionAttributeValues: { ':batch': new Set([batch]), ':number': batch },
          },
        },
      ]);
    } catch (error) {
      // Written by an earlier run of the chunk.
      if (cancellationCodes(error)?.at(-1) !== 'ConditionalCheckFailed') throw error;
    }
  }
}

/** Writes error lines (a line written twice is the same item). */
export async function putErrorLines(clientId: string, importId: string, errors: ImportErrorLine[], now: number): Promise<void> {
  await batchPut(
    errors.map((error) => ({
      ...importErrorKey(clientId, importId, error.line),
      type: 'import_error',
      ...error,
      [TTL_ATTRIBUTE]: now + IMPORT_RECORD_TTL_SECONDS,
    })),
  );
}

/** A page of an import's error lines in line order, after line `after`. */
export async function listErrorLines(clientId: string, importId: string, limit: number, after?: number): Promise<{ errors: ImportErrorLine[]; next?: number }> {
  const page = await queryPage(
    { PK: importErrorPartition(clientId, importId) },
    { limit, after: after === undefined ? undefined : importErrorKey(clientId, importId, after) },
  );
  const errors = page.items.map(decodeImportError);
  return { errors, next: page.more ? errors.at(-1)?.line : undefined };
}
