import { type ItemKey, join, SEP, sortableNumber } from '../data/keys.js';

/** The keys of exports (their records and parts) and of their files in the file store. */

/** A client's exports, newest first: export ids sort by creation time. */
export const exportKey = (clientId: string, exportId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'EXPORTS'), SK: join('EXPORT', exportId) });
export const exportPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'EXPORTS'), SKPrefix: `EXPORT${SEP}` });

/** One page of an export written (its part file), counted once; an export's parts sort by shard, then page. */
export const exportPartPartition = (clientId: string, exportId: string): string => join('CLIENT', clientId, 'EXPORT', exportId, 'PARTS');
export const exportPartKey = (clientId: string, exportId: string, shard: number, page: number): ItemKey => ({
  PK: exportPartPartition(clientId, exportId),
  SK: join(sortableNumber(shard, 3), sortableNumber(page, 9)),
});

/** The record that a client's daily exports of one UTC day (yyyy-mm-dd) were started: written once. */
export const dailyExportRunKey = (clientId: string, day: string): ItemKey => ({ PK: join('CLIENT', clientId, 'DAILY_EXPORT_RUNS'), SK: day });

/**
 * Where an export's files live in the file store (S3, or a local directory): the request whose
 * arrival starts its pipeline, each page's part, and the joined file (under the export's id, or,
 * for a daily export, under the day it covers).
 */
export const exportRequestKey = (clientId: string, exportId: string): string => `exports/${clientId}/${exportId}/request.json`;
export const exportPartFileKey = (clientId: string, exportId: string, shard: number, page: number): string =>
  `exports/${clientId}/${exportId}/parts/${shard}-${page}.gz`;
export const exportFileKey = (clientId: string, exportId: string, kind: string, format: string): string =>
  `exports/${clientId}/${exportId}/${kind}.${format}.gz`;
export const dailyExportFileKey = (clientId: string, day: string, kind: string, format: string): string => `exports/${clientId}/${day}/${kind}.${format}.gz`;
/** The ids an export request's key names, or undefined for any other object. */
export function exportOfRequestKey(key: string): { clientId: string; exportId: string } | undefined {
  const [, clientId, exportId] = /^exports\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/request\.json$/.exec(key) ?? [];
  return clientId && exportId ? { clientId, exportId } : undefined;
}
