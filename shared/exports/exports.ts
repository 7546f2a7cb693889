import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import type * as z from 'zod';
import { clientsOfRun, DAILY_EXPORT_FORMATS, DAILY_EXPORT_KINDS, readClient } from '../programs/index.js';
import { inParallel } from '../data/in-parallel.js';
import { dailyExportFileKey, exportFileKey, exportPartFileKey, exportRequestKey } from './keys.js';
import { config } from '../config.js';
import { ApiError, notFound, paramError } from '../errors.js';
import { RANK_SHARDS, rankIndexPage } from '../points/index.js';
import { LATEST_TIME, nowSeconds } from '../support/clock.js';
import { DAY_SECONDS, isoDay } from '../support/periods.js';
import { fileStore } from '../files/file-store.js';
import { auditExportPage } from '../audit/index.js';
import type { CreateExportInput, ExportPage } from './export-requests.js';
import type { ExportBody, ExportListBody } from './export-responses.js';
import {
  dailyExportClients,
  getDailyRun,
  getExport,
  listExports,
  listParts,
  moveExport,
  putDailyRun,
  putNewExport,
  recordPart,
  type ExportRecord,
} from './export-repository.js';
import { EXPORT_FORMATS, type ExportFormat, type ExportKind, type ExportStatus } from './export-schemas.js';
import { headerText, ROW_KINDS, rowsText } from './export-rows.js';

/**
 * Bulk exports (operator API). An export is created queued; the request object it writes to the
 * file store starts the pipeline (its S3 event in AWS, the local server locally): planExport
 * marks it running and hands out one walk per shard of the client's rank index; each walk is a
 * loop of writeExportPage (one page of members, one gzip part file, counted once) until its
 * shard is done; finishExport joins the parts into the one gzip file and records the outcome.
 * The daily export job starts the exports a client's daily_exports setting names, once a day.
 */

// The daily export setting (clients) names the exports' member kinds and their formats.
DAILY_EXPORT_KINDS satisfies readonly ExportKind[];
EXPORT_FORMATS satisfies readonly (typeof DAILY_EXPORT_FORMATS)[number][];
DAILY_EXPORT_FORMATS satisfies readonly ExportFormat[];

/** Audit entries one page of an audit export reads (a query's page of at most 1 MB). */
const AUDIT_PAGE_ENTRIES = 500;

/** How long a download URL stays valid. */
const DOWNLOAD_URL_SECONDS = 3_600;

async function view(record: ExportRecord): Promise<z.infer<typeof ExportBody>> {
  const body = {
    export_id: record.export_id,
    kind: record.kind,
    format: record.format,
    status: record.status,
    rows: record.rows,
    since: record.since,
    until: record.until,
    day: record.day,
    filters: record.filters ?? null,
    failure: record.failure,
    created_at: record.created_at,
    started_at: record.started_at,
    finished_at: record.finished_at,
  };
  if (record.status !== 'completed') return body;
  const expiresAt = nowSeconds() + DOWNLOAD_URL_SECONDS;
  return { ...body, download: { url: await fileStore().downloadUrl(record.file_key, expiresAt), expires_at: expiresAt } };
}

/** Export ids sort by creation time (base36 milliseconds), so a client's exports list newest first. */
const newExportId = (): string => `exp_${Date.now().toString(36).padStart(9, '0')}${randomBytes(6).toString('base64url')}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound as Unix seconds: a date alone is its whole UTC day (since: its first second, until: its last). */
function boundOf(value: number | string | undefined, name: 'since' | 'until'): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return value;
  const at = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(at) || at < 0 || at / 1000 > LATEST_TIME)
    throw paramError(`${name}: must be a date (yyyy-mm-dd), an ISO 8601 date and time, or Unix seconds`);
  const seconds = Math.floor(at / 1000);
  return name === 'until' && DAY.test(value) ? seconds + DAY_SECONDS - 1 : seconds;
}

function newRecord(
  clientId: string,
  kind: ExportKind,
  format: ExportFormat,
  now: number,
  bounds: { since: number | null; until: number | null; day: string | null },
  filters?: ExportRecord['filters'],
): ExportRecord {
  const exportId = newExportId();
  return {
    client_id: clientId,
    export_id: exportId,
    kind,
    format,
    status: 'queued',
    rows: 0,
    ...bounds,
    ...(filters ? { filters } : {}),
    file_key: bounds.day === null ? exportFileKey(clientId, exportId, kind, format) : dailyExportFileKey(clientId, bounds.day, kind, format),
    failure: null,
    created_at: now,
    started_at: null,
    finished_at: null,
  };
}

/** Writes the request whose arrival starts the export's pipeline; an export whose request cannot be written fails. */
async function requestRun(record: ExportRecord): Promise<void> {
  try {
    await fileStore().write(
      exportRequestKey(record.client_id, record.export_id),
      Buffer.from(JSON.stringify({ client_id: record.client_id, export_id: record.export_id })),
    );
  } catch (error) {
    await moveExport(record, ['queued'], 'failed', { failure: 'the export could not be started', finished_at: nowSeconds() });
    throw error;
  }
}

export async function createExport(clientId: string, input: CreateExportInput): Promise<z.infer<typeof ExportBody>> {
  const since = boundOf(input.since, 'since');
  const until = boundOf(input.until, 'until');
  if (since !== null && until !== null && until < since) throw paramError('until must not be before since');
  if (input.filters !== undefined && input.kind !== 'audit') throw paramError('filters: only an audit export is narrowed by filters');
  await readClient(clientId);
  const record = newRecord(clientId, input.kind, input.format, nowSeconds(), { since, until, day: null }, input.filters);
  await putNewExport(record);
  await requestRun(record);
  return view(record);
}

/** The export, read beside its client (an unknown client answers first): one round trip. */
async function existingExport(clientId: string, exportId: string): Promise<ExportRecord> {
  const [, record] = await Promise.all([readClient(clientId), getExport(clientId, exportId)]);
  if (!record) throw notFound('export does not exist');
  return record;
}

export async function readExport(clientId: string, exportId: string): Promise<z.infer<typeof ExportBody>> {
  return view(await existingExport(clientId, exportId));
}

export async function exportList(clientId: string, limit: number, cursor?: string): Promise<z.infer<typeof ExportListBody>> {
  const [, page] = await Promise.all([readClient(clientId), listExports(clientId, limit, cursor)]);
  return { exports: await Promise.all(page.records.map(view)), next_cursor: page.next ?? null };
}

/** What the fan-out is handed: one walk per shard of the rank index, or none when the export will not run. */
export interface ExportPlan {
  client_id: string;
  export_id: string;
  run: boolean;
  shards: ExportPage[];
}

/**
 * The pipeline's first step, when the request has arrived: marks the export running and answers
 * a walk per shard. Run again (a retried task, or the request's event delivered twice), a running
 * export answers its walks again: pages are counted once, so a second walk changes nothing.
 */
export async function planExport(clientId: string, exportId: string): Promise<ExportPlan> {
  const idle: ExportPlan = { client_id: clientId, export_id: exportId, run: false, shards: [] };
  const record = await getExport(clientId, exportId, true);
  if (!record) return idle;
  const running = record.status === 'running' ? record : await moveExport(record, ['queued'], 'running', { started_at: nowSeconds() });
  if (!running) return idle;
  return {
    ...idle,
    run: true,
    shards: Array.from({ length: shardsOf(record.kind) }, (_unused, shard) => ({ client_id: clientId, export_id: exportId, shard, page: 0, cursor: null })),
  };
}

/** The audit log is one line of entries (one walk); the member kinds walk each shard of the rank index. */
const shardsOf = (kind: ExportKind): number => (kind === 'audit' ? 1 : RANK_SHARDS);

/** Where a shard's walk stands after a page: the next page to write, or done. */
export interface PageRun extends ExportPage {
  done: boolean;
  rows: number;
}

/**
 * One worker's share: the next page of the shard's members from the rank index, their rows as
 * one gzip part file, counted once. Answers where the walk goes on from.
 */
export async function writeExportPage(page: ExportPage): Promise<PageRun> {
  const { client_id: clientId, export_id: exportId, shard } = page;
  const record = await getExport(clientId, exportId, true);
  if (record?.status !== 'running') return { ...page, done: true, rows: 0 };
  const client = await readClient(clientId);
  const now = nowSeconds();
  if (record.kind === 'audit') return writeAuditPage(record, page, client.settings.time_zone, now);
  const members = await rankIndexPage(clientId, shard, page.cursor ?? undefined, config().exportPageMembers);
  const rows = await ROW_KINDS[record.kind].rows(
    { client, from: record.since ?? 0, to: record.until ?? LATEST_TIME, now },
    members.members.map((member) => member.memberId),
  );
  const fileKey = rows.length > 0 ? exportPartFileKey(clientId, exportId, shard, page.page) : null;
  if (fileKey) await fileStore().write(fileKey, gzipSync(rowsText(record.kind, record.format, rows)));
  const last = members.next === undefined;
  await recordPart(record, { shard, page: page.page, rows: rows.length, file_key: fileKey, last }, now);
  return { ...page, page: page.page + 1, cursor: (members.next as ExportPage['cursor'] | undefined) ?? null, done: last, rows: rows.length };
}

/** An audit export's page: the next entries of the program's log (the cursor holds the entry id the last page stopped at). */
async function writeAuditPage(record: ExportRecord, page: ExportPage, timeZone: string, now: number): Promise<PageRun> {
  const { client_id: clientId, export_id: exportId, shard } = page;
  const after = typeof page.cursor?.entry === 'string' ? page.cursor.entry : undefined;
  const entries = await auditExportPage(
    clientId,
    record.filters ?? {},
    { from: record.since ?? 0, to: record.until ?? LATEST_TIME, timeZone },
    after,
    AUDIT_PAGE_ENTRIES,
  );
  const fileKey = entries.rows.length > 0 ? exportPartFileKey(clientId, exportId, shard, page.page) : null;
  if (fileKey) await fileStore().write(fileKey, gzipSync(rowsText(record.kind, record.format, entries.rows)));
  const last = entries.next === undefined;
  await recordPart(record, { shard, page: page.page, rows: entries.rows.length, file_key: fileKey, last }, now);
  return { ...page, page: page.page + 1, cursor: last ? null : { entry: entries.next as string }, done: last, rows: entries.rows.length };
}

/**
 * The pipeline's last step: joins the parts into the export's one gzip file (gzip members
 * concatenate into a valid gzip file, so the parts stream in, the header first) and records the
 * outcome, unless the export finished meanwhile. An export whose walks did not all end, or whose
 * fan-out failed, fails.
 */
export async function finishExport(clientId: string, exportId: string, failure?: string): Promise<ExportStatus | undefined> {
  const record = await getExport(clientId, exportId, true);
  if (!record) return undefined;
  if (record.status !== 'running' && record.status !== 'queued') return record.status;
  const fail = async (reason: string) => (await moveExport(record, ['queued', 'running'], 'failed', { failure: reason, finished_at: nowSeconds() }))?.status;
  if (failure !== undefined) return fail(failure);
  const parts = await listParts(clientId, exportId);
  if (new Set(parts.filter((part) => part.last).map((part) => part.shard)).size < shardsOf(record.kind))
    return fail('some shards of the program were not exported');
  const store = fileStore();
  const header = headerText(record.kind, record.format);
  async function* pieces() {
    // An NDJSON file's first member is empty: a file with no rows is still a valid gzip file.
    yield gzipSync(header);
    for (const part of parts) if (part.file_key) yield await buffer(await store.read(part.file_key));
  }
  await store.writeJoined(record.file_key, pieces());
  const rows = parts.reduce((sum, part) => sum + part.rows, 0);
  const done = await moveExport(record, ['running'], 'completed', { rows, finished_at: nowSeconds() });
  return done?.status ?? (await getExport(clientId, exportId, true))?.status;
}

// ---- daily exports ----

/** A run's queued exports older than this had their request lost (the job stopped between writes): it is written again. */
const REQUEST_AGAIN_AFTER_SECONDS = 600;

export interface DailyExportRun {
  day: string;
  clients: number;
  exportsStarted: number;
  /** Requests written again for exports a previous run left queued. */
  requestsRewritten: number;
  failedClients: number;
  /** The exports started, so the local server can run them as the requests' events do in AWS. */
  started: Array<{ client_id: string; export_id: string }>;
  stoppedEarly: boolean;
}

/**
 * The scheduled job's work: for every client with daily_exports (one small index partition, no
 * scan of clients), starts the exports of the UTC day before `now`, once per client and day
 * whatever how often the job runs (the day's run record is written with its exports, only if
 * absent). The ledger and redemptions of that day are exported; members and their expiring
 * points as they stand. Files land under exports/<client>/<day>/<kind>.<format>.gz.
 */
export async function startDailyExports(
  now: number,
  options: { timeLeft: () => boolean; onClientFailed?: (clientId: string, error: unknown) => void },
): Promise<DailyExportRun> {
  const since = Math.floor(now / DAY_SECONDS) * DAY_SECONDS - DAY_SECONDS;
  const day = isoDay(since);
  const clientIds = await dailyExportClients();
  const run: DailyExportRun = { day, clients: clientIds.length, exportsStarted: 0, requestsRewritten: 0, failedClients: 0, started: [], stoppedEarly: false };
  const clientOf = clientsOfRun();
  await inParallel(clientIds, 4, async (clientId) => {
    if (!options.timeLeft()) {
      run.stoppedEarly = true;
      return;
    }
    try {
      const settings = (await clientOf(clientId)).settings.daily_exports;
      if (!settings) return;
      const already = await getDailyRun(clientId, day);
      if (already) {
        for (const exportId of already) {
          const record = await getExport(clientId, exportId, true);
          if (record?.status !== 'queued' || now - record.created_at < REQUEST_AGAIN_AFTER_SECONDS) continue;
          await requestRun(record);
          run.requestsRewritten++;
        }
        return;
      }
      const dated = (kind: ExportKind) => ['ledger', 'redemptions'].includes(kind);
      const records = settings.kinds.map((kind) =>
        newRecord(clientId, kind, settings.format, now, { since: dated(kind) ? since : null, until: dated(kind) ? since + DAY_SECONDS - 1 : null, day }),
      );
      if (!(await putDailyRun(clientId, day, records, now))) return;
      for (const record of records) {
        await requestRun(record);
        run.exportsStarted++;
        run.started.push({ client_id: clientId, export_id: record.export_id });
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') return;
      run.failedClients++;
      options.onClientFailed?.(clientId, error);
    }
  });
  return run;
}
