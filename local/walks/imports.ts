import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { localUploads } from '../file-uploads.js';
import { runImportPipeline } from '../import-pipeline.js';
import { ADMIN_HEADERS, call } from './api.js';

/** Calls an operator route of a client's imports. */
export const importsCall = (method: string, clientId: string, path = '', options: { body?: unknown; query?: Record<string, string> } = {}) =>
  call(method, `/admin/v1/clients/${clientId}/imports${path}`, { headers: ADMIN_HEADERS, ...options });

/**
 * Uploads a file to an import's upload URL through the local server's upload handler, and
 * answers the status of that PUT and the pipeline its arrival started.
 */
export async function upload(url: string, content: string | Buffer): Promise<{ status: number; pipeline: Promise<void> | undefined }> {
  let pipeline: Promise<void> | undefined;
  const handle = localUploads((key) => {
    pipeline = runImportPipeline(key);
  });
  const answer = await handle('PUT', new URL(url), Readable.from([Buffer.from(content)]) as unknown as IncomingMessage);
  return { status: answer?.statusCode ?? 404, pipeline };
}

/** Creates an import, uploads the file and waits for the pipeline: answers the import as it ends. */
export async function importFile(clientId: string, kind: string, format: 'csv' | 'ndjson', content: string | Buffer) {
  const created = await importsCall('POST', clientId, '', { body: { kind, format, file_name: `test.${format}` } });
  if (created.status !== 201) throw new Error(`import creation failed: ${JSON.stringify(created.body)}`);
  const { pipeline } = await upload(created.body.upload.url, content);
  await pipeline;
  return (await importsCall('GET', clientId, `/${created.body.import_id}`)).body;
}

/** Every error line of an import, following the cursor. */
export async function errorLines(clientId: string, importId: string) {
  const lines: Array<{ line: number; field: string | null; code: string; message: string }> = [];
  let cursor: string | undefined;
  do {
    const page = await importsCall('GET', clientId, `/${importId}/errors`, { query: { limit: '2', ...(cursor ? { cursor } : {}) } });
    lines.push(...page.body.errors);
    cursor = page.body.next_cursor ?? undefined;
  } while (cursor);
  return lines;
}
