import { buffer } from 'node:stream/consumers';
import { readClient } from '../programs/index.js';
import { importFileKey, importManifestKey } from './keys.js';
import { aggregatedRankItems, type RankMove } from '../points/index.js';
import { atInstant, nowSeconds } from '../support/clock.js';
import { fileStore } from '../files/file-store.js';
import { chunkRows, InvalidFile, planFile, type Chunk } from './import-files.js';
import { chunkMoves, getImport, moveImport, putErrorLines, recordChunk, writeChunkCounters } from './import-repository.js';
import { headerProblem, ROW_KINDS, type ReadRow, type RowOutcome } from './row-kinds.js';

/**
 * The pipeline's steps that read the file and write its rows: plan (validate and cut into
 * chunks) and one chunk's worker. Apart from the routes' use cases (imports.ts), since the rows
 * of every kind load with them (a members row loads the members feature and its postal codes).
 */

/** What the fan-out is handed: the manifest of chunks to run, or nothing when the import will not run. */
export interface ImportPlan {
  client_id: string;
  import_id: string;
  /** Where the chunk list is, for the Distributed Map's item reader; null when nothing is to run. */
  manifest_key: string | null;
  chunks: number;
}

/**
 * The pipeline's first step, when the file has arrived: validates it and cuts it into chunks
 * in one streaming pass, writing nothing to the table but the import's status. A file that
 * cannot be imported fails the import here, before any row is written.
 */
export async function planImport(clientId: string, importId: string): Promise<ImportPlan> {
  const idle: ImportPlan = { client_id: clientId, import_id: importId, manifest_key: null, chunks: 0 };
  const record = await getImport(clientId, importId, true);
  if (!record) return idle;
  // Run again (the task retried after a timeout, or the file's event delivered twice): a planned
  // import answers its manifest again, one left validating is planned again; both are safe, as
  // chunks count once and rows are all or nothing.
  if (record.status === 'running') return { ...idle, manifest_key: importManifestKey(clientId, importId), chunks: record.chunks_total ?? 0 };
  if (record.status !== 'validating' && !(await moveImport(record, ['awaiting_upload'], 'validating', { started_at: nowSeconds() }))) return idle;
  try {
    const [client, stream] = await Promise.all([readClient(clientId), fileStore().read(importFileKey(clientId, importId))]);
    const plan = await planFile(stream, record.format, (columns) => headerProblem(record.kind, columns, client.settings.custom_attributes));
    const manifestKey = importManifestKey(clientId, importId);
    await fileStore().write(manifestKey, JSON.stringify(plan.chunks.map((chunk) => ({ client_id: clientId, import_id: importId, chunk }))));
    const running = await moveImport(record, ['validating'], 'running', { rows_total: plan.rows, chunks_total: plan.chunks.length, columns: plan.columns });
    return running ? { ...idle, manifest_key: manifestKey, chunks: plan.chunks.length } : idle;
  } catch (error) {
    if (!(error instanceof InvalidFile)) throw error;
    await moveImport(record, ['validating'], 'failed', { failure: error.message, finished_at: nowSeconds() });
    return idle;
  }
}

export interface ChunkRun {
  done: number;
  failed: number;
  skipped: number;
  /** The chunk did not run: the import was cancelled, or the chunk was counted before. */
  idle: boolean;
}

/** One worker's share: reads the chunk's rows, writes each (all or nothing), records error lines and counts once. */
export async function runImportChunk(clientId: string, importId: string, chunk: Chunk): Promise<ChunkRun> {
  const record = await getImport(clientId, importId, true);
  if (record?.status !== 'running') return { done: 0, failed: 0, skipped: 0, idle: true };
  const client = await readClient(clientId);
  const now = nowSeconds();
  const bytes = await buffer(await fileStore().read(importFileKey(clientId, importId), chunk));
  const outcomes: RowOutcome[] = [];
  const read: ReadRow[] = [];
  for (const row of await chunkRows(bytes, chunk, record.format, record.columns)) {
    if ('unreadable' in row) outcomes.push({ line: row.line, outcome: 'failed', error: { field: null, code: 'parse_error', message: row.unreadable } });
    else read.push(row);
  }
  // Every row of the chunk is dated at the chunk's instant, as everything a request writes is at its arrival.
  outcomes.push(...(await atInstant(now, () => ROW_KINDS[record.kind].writeRows({ client, importId }, read, record.format === 'csv'))));
  const errors = outcomes.flatMap((outcome) => (outcome.outcome === 'failed' ? [{ line: outcome.line, ...outcome.error }] : []));
  await putErrorLines(clientId, importId, errors, now);
  const counts = {
    done: outcomes.filter((outcome) => outcome.outcome === 'done').length,
    failed: errors.length,
    skipped: outcomes.filter((outcome) => outcome.outcome === 'skipped').length,
  };
  const moves = outcomes.flatMap((outcome) => (outcome.outcome !== 'failed' && outcome.rankMove ? [outcome.rankMove] : []));
  const counted = await recordChunk(record, chunk.index, counts, now, moves);
  // A chunk counted by an earlier run may not have written all its counters: finish them from its record.
  const recorded = counted ? { moves, written: new Set<number>() } : await chunkMoves(record, chunk.index);
  await writeChunkCounters(record, chunk.index, aggregatedRankItems(clientId, recorded.moves as RankMove[]), recorded.written);
  return { ...counts, idle: !counted };
}
