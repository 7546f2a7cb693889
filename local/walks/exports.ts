import { gunzipSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import { runExport } from '../export-pipeline.js';
import { localDownloads } from '../file-downloads.js';
import { ADMIN_HEADERS, call } from './api.js';

/** Calls an operator route of a client's exports. */
export const exportsCall = (method: string, clientId: string, path = '', options: { body?: unknown; query?: Record<string, string> } = {}) =>
  call(method, `/admin/v1/clients/${clientId}/exports${path}`, { headers: ADMIN_HEADERS, ...options });

/** Creates an export and runs its pipeline to the end, as its request's arrival does: answers the export as it ends. */
export async function exportAndWait(clientId: string, body: Record<string, unknown>) {
  const created = await exportsCall('POST', clientId, '', { body });
  if (created.status !== 202) throw new Error(`export creation failed: ${JSON.stringify(created.body)}`);
  await runExport(clientId, created.body.export_id);
  return (await exportsCall('GET', clientId, `/${created.body.export_id}`)).body;
}

/** Fetches a download URL through the local server's download handler: its status and body bytes. */
export async function download(url: string): Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }> {
  const answer = await localDownloads('GET', new URL(url));
  if (!answer) return { status: 404, body: Buffer.alloc(0), headers: {} };
  return { status: answer.statusCode, body: Buffer.from(answer.body, answer.isBase64Encoded ? 'base64' : 'utf8'), headers: answer.headers ?? {} };
}

/** A gzip-compressed export's text. */
export const gunzipText = (body: Buffer): string => gunzipSync(body).toString('utf8');

/** The rows of an export file: CSV rows as text by header column, NDJSON rows as the objects they are. */
export function fileRows(body: Buffer, format: 'csv' | 'ndjson'): Array<Record<string, unknown>> {
  const text = gunzipText(body);
  if (format === 'csv') return parseCsv(text, { columns: true, record_delimiter: '\r\n' }) as Array<Record<string, string>>;
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

/** An export's rows, downloaded from its URL. */
export async function exportedRows(done: { format: 'csv' | 'ndjson'; download?: { url: string } }) {
  if (!done.download) throw new Error(`the export has no download: ${JSON.stringify(done)}`);
  const fetched = await download(done.download.url);
  if (fetched.status !== 200) throw new Error(`download failed: ${fetched.status} ${fetched.body.toString('utf8')}`);
  return fileRows(fetched.body, done.format);
}

/** A value as a file of the format holds it: CSV cells are text (empty for null), NDJSON values as they are. */
export const asCell = (value: unknown, format: 'csv' | 'ndjson'): unknown =>
  format === 'ndjson' ? value : value === null || value === undefined ? '' : String(value);
