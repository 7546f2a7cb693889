import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { queryPages } from '../data/batch-reads.js';
import { jobRecords } from '../data/job-records.js';
import { itemDecoder } from '../data/item-decoder.js';
import { DAILY_EXPORT_CLIENTS } from '../programs/index.js';
import { dailyExportRunKey, exportKey, exportPartKey, exportPartPartition, exportPrefix } from './keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { cancellationCodes, writeTransaction } from '../data/transactions.js';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_STATUSES } from './export-schemas.js';
import { AuditExportFilters } from '../audit/index.js';

/**
 * Storage of exports: the export's record (status, rows so far, where its file goes), the parts
 * its workers wrote (one per page of a shard, counted once), the clients with daily exports and
 * the record of each day's run. Rows are counted once per page, never once per row.
 */

const ExportItem = z.object({
  client_id: z.string(),
  export_id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  rows: z.number(),
  since: z.number().nullable(),
  until: z.number().nullable(),
  day: z.string().nullable(),
  /** What an audit export's entries are narrowed by; absent for the other kinds. */
  filters: AuditExportFilters.nullable().optional(),
  /** Where the joined file goes in the file store. */
  file_key: z.string(),
  failure: z.string().nullable(),
  created_at: z.number(),
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
});
export type ExportRecord = z.infer<typeof ExportItem>;

const ExportPartItem = z.object({ shard: z.number(), page: z.number(), rows: z.number(), file_key: z.string().nullable(), last: z.boolean() });
export type ExportPart = z.infer<typeof ExportPartItem>;
const decodeExportPart = itemDecoder('export_part', ExportPartItem);

/** Exports and their part records are kept 400 days, then TTL removes them (their files go sooner: the bucket's lifecycle). */
export const EXPORT_RECORD_TTL_SECONDS = 400 * 86_400;

const jobs = jobRecords({ type: 'export', schema: ExportItem, idField: 'export_id', key: exportKey, prefix: exportPrefix, ttl: EXPORT_RECORD_TTL_SECONDS });

/** Put once, read, paged newest first (export ids sort by creation time) and moved by status (a finished export never moves again). */
export const { put: putNewExport, get: getExport, page: listExports, move: moveExport } = jobs;

/**
 * Records a page written, once: the part's record and the export's row count commit together,
 * so a page the state machine runs again (after a timeout) is not counted twice. Answers false
 * when the page was counted already.
 */
export async function recordPart(record: Pick<ExportRecord, 'client_id' | 'export_id'>, part: ExportPart, now: number): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...exportPartKey(record.client_id, record.export_id, part.shard, part.page),
            type: 'export_part',
            ...part,
            [TTL_ATTRIBUTE]: now + EXPORT_RECORD_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: exportKey(record.client_id, record.export_id),
          UpdateExpression: 'ADD #rows :rows',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#rows': 'rows' },
          ExpressionAttributeValues: { ':rows': part.rows },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Every part of an export, by shard and then page: the order the file joins them in. */
export async function listParts(clientId: string, exportId: string): Promise<ExportPart[]> {
  const items = await queryPages({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': exportPartPartition(clientId, exportId) },
    ConsistentRead: true,
  });
  return items.map(decodeExportPart);
}

// ---- daily exports ----

const DailyExportClientItem = z.object({ client_id: z.string() });
const decodeDailyExportClient = itemDecoder('daily_export_client', DailyExportClientItem);

/** The clients with daily_exports set: one small GSI1 partition, one item per such client (put and deleted by settings writes). */
export async function dailyExportClients(): Promise<string[]> {
  const items = await queryPages({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': DAILY_EXPORT_CLIENTS } });
  return items.map((item) => decodeDailyExportClient(item).client_id);
}

const DailyExportRunItem = z.object({ day: z.string(), export_ids: z.array(z.string()) });
const decodeDailyExportRun = itemDecoder('daily_export_run', DailyExportRunItem);

/**
 * Starts a client's exports of a day, once: the day's run record and its exports are written
 * together, only if the run record does not exist. Answers false when the day was started already.
 */
export async function putDailyRun(clientId: string, day: string, records: ExportRecord[], now: number): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...dailyExportRunKey(clientId, day),
            type: 'daily_export_run',
            day,
            export_ids: records.map((record) => record.export_id),
            [TTL_ATTRIBUTE]: now + EXPORT_RECORD_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...records.map(jobs.newItem),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The exports a client's run of a day started, or undefined when the day has not run. */
export async function getDailyRun(clientId: string, day: string): Promise<string[] | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: dailyExportRunKey(clientId, day), ConsistentRead: true }));
  return Item ? decodeDailyExportRun(Item).export_ids : undefined;
}
