/**
 * npm run import -- --client <client_id> --kind <kind> [--format csv|ndjson] [--api <url>] [--token <admin token>] <file>
 *
 * Imports a file through the operator API: creates the import, uploads the file to the URL it
 * answers (showing the bytes sent), then follows the import with a progress bar (rows, rows/s,
 * ETA, errors so far) until it ends, and writes its error lines beside the file
 * (<file>.errors.csv). The import runs on the server: Ctrl-C stops only the following, and the
 * same command again picks up the same import (kept in <file>.import.json) where it stands,
 * uploading the file again only if it never arrived. --new starts another import of the file.
 *
 * --api defaults to REWARDS_API_URL or http://127.0.0.1:3000 (npm start); the admin token to
 * ADMIN_TOKEN. Against a deployed stack, set OPERATOR_CLIENT_ID, OPERATOR_CLIENT_SECRET and OPERATOR_TOKEN_URL (a
 * machine client of the operators' user pool): each request carries a client-credentials access token.
 */
import { createReadStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import { parseArgs } from 'node:util';
import { withJoinedValues } from './cli-args.js';
import { SingleBar } from 'cli-progress';
import { createRewardsClient, type RewardsClient } from '../sdk/typescript/src/index.js';
import { operatorAccess } from './operator-fetch.js';
import { IMPORT_KINDS } from '../shared/imports/import-schemas.js';
import { type CsvCell, csvText } from '../shared/support/csv.js';

const KINDS = IMPORT_KINDS;
const FINISHED = ['completed', 'completed_with_errors', 'failed', 'cancelled'];
const POLL_MS = 1_000;

const OPTIONS = {
  client: { type: 'string' },
  kind: { type: 'string' },
  format: { type: 'string' },
  api: { type: 'string', default: process.env.REWARDS_API_URL ?? 'http://127.0.0.1:3000' },
  token: { type: 'string', default: process.env.ADMIN_TOKEN },
  new: { type: 'boolean', default: false },
} as const;

const { values, positionals } = parseArgs({ args: withJoinedValues(process.argv.slice(2), OPTIONS), allowPositionals: true, options: OPTIONS });

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const file = positionals[0] ?? fail('name the file to import: npm run import -- --client <id> --kind <kind> <file>');
if (!existsSync(file)) fail(`no such file: ${file}`);
const clientId = values.client ?? fail('--client <client_id> is required');
const kind = values.kind ?? fail(`--kind is required: one of ${KINDS.join(', ')}`);
if (!(KINDS as readonly string[]).includes(kind)) fail(`--kind must be one of ${KINDS.join(', ')}`);
const format = values.format ?? (file.endsWith('.ndjson') || file.endsWith('.jsonl') ? 'ndjson' : 'csv');
if (format !== 'csv' && format !== 'ndjson') fail('--format must be csv or ndjson');
const fileFormat: 'csv' | 'ndjson' = format;

const stateFile = `${file}.import.json`;
const errorsFile = `${file}.errors.csv`;

interface ImportState {
  api: string;
  client_id: string;
  import_id: string;
  upload: { url: string; headers: Record<string, string>; expires_at: number };
}

type ImportView = { import_id: string; status: string; rows_total: number | null; rows_done: number; rows_failed: number; rows_skipped: number; failure: string | null };

const api: RewardsClient = createRewardsClient({ ...operatorAccess(values.api, values.token), retries: 4 });
const importPath = { path: { client_id: clientId } };

async function readImport(importId: string): Promise<ImportView> {
  const { data, error } = await api.GET('/admin/v1/clients/{client_id}/imports/{import_id}', { params: { path: { client_id: clientId, import_id: importId } } });
  if (!data) throw new Error(`the import could not be read: ${JSON.stringify(error)}`);
  return data as ImportView;
}

/** PUTs the file to the upload URL with the headers it was signed with, streamed, with its length (as S3 requires) and a bar of the bytes sent. */
async function upload(url: string, headers: Record<string, string>): Promise<void> {
  const size = statSync(file).size;
  const bar = new SingleBar({ format: 'upload   [{bar}] {percentage}% | {value}/{total} bytes', hideCursor: true });
  bar.start(size, 0);
  let sent = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      bar.update(sent);
      done(null, chunk);
    },
  });
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((done, refuse) => {
    const request = send(target, { method: 'PUT', headers: { ...headers, 'content-length': String(size) } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => (response.statusCode && response.statusCode < 300 ? done() : refuse(new Error(`the upload was refused (${response.statusCode}): ${body}`))));
    });
    request.on('error', refuse);
    createReadStream(file).pipe(counting).pipe(request);
  });
  bar.stop();
}

async function startImport(): Promise<ImportState> {
  const { data, error } = await api.POST('/admin/v1/clients/{client_id}/imports', {
    params: importPath,
    body: { kind: kind as (typeof KINDS)[number], format: fileFormat, file_name: file.split('/').at(-1) },
  });
  if (!data) fail(`the import could not be created: ${JSON.stringify(error)}`);
  const state: ImportState = { api: values.api, client_id: clientId, import_id: data.import_id, upload: { url: data.upload.url, headers: data.upload.headers, expires_at: data.upload.expires_at } };
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  return state;
}

/** The import this file already has (a rerun), or a new one. */
async function currentImport(): Promise<{ state: ImportState; view: ImportView }> {
  if (!values.new && existsSync(stateFile)) {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as ImportState;
    if (state.client_id === clientId && state.api === values.api) {
      const view = await readImport(state.import_id);
      // An upload that never arrived is sent again while its URL holds; after that, a new import.
      if (view.status !== 'awaiting_upload' || state.upload.expires_at > Date.now() / 1000 + 60) {
        console.log(`following import ${state.import_id} (${view.status}) from ${stateFile}`);
        return { state, view };
      }
    }
  }
  const state = await startImport();
  console.log(`import ${state.import_id} created`);
  return { state, view: await readImport(state.import_id) };
}

/** Every error line of the import, into <file>.errors.csv (none: the file is removed). */
async function writeErrors(importId: string): Promise<number> {
  const rows: Array<Record<string, CsvCell>> = [];
  let cursor: string | undefined;
  do {
    const { data } = await api.GET('/admin/v1/clients/{client_id}/imports/{import_id}/errors', {
      params: { path: { client_id: clientId, import_id: importId }, query: { limit: 1000, ...(cursor ? { cursor } : {}) } },
    });
    if (!data) throw new Error('the error lines could not be read');
    for (const error of data.errors) rows.push({ line: error.line, field: error.field ?? null, code: error.code, message: error.message });
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
  if (rows.length > 0) writeFileSync(errorsFile, csvText(['line', 'field', 'code', 'message'], rows));
  else rmSync(errorsFile, { force: true });
  return rows.length;
}

async function follow(importId: string, first: ImportView): Promise<ImportView> {
  const bar = new SingleBar({ format: 'import   [{bar}] {percentage}% | {value}/{total} rows | {rate} rows/s | ETA {eta_formatted} | {errors} errors | {status}', hideCursor: true });
  let view = first;
  const started = Date.now();
  const startRows = view.rows_done + view.rows_failed + view.rows_skipped;
  bar.start(view.rows_total ?? 0, startRows, { rate: 0, errors: view.rows_failed, status: view.status });
  process.once('SIGINT', () => {
    bar.stop();
    console.log(`\nstopped following: import ${importId} goes on on the server. Run the same command again to follow it.`);
    process.exit(130);
  });
  while (!FINISHED.includes(view.status)) {
    await new Promise((done) => setTimeout(done, POLL_MS));
    view = await readImport(importId);
    const rows = view.rows_done + view.rows_failed + view.rows_skipped;
    if (view.rows_total !== null) bar.setTotal(view.rows_total);
    bar.update(rows, { rate: Math.round(((rows - startRows) * 1000) / Math.max(1, Date.now() - started)), errors: view.rows_failed, status: view.status });
  }
  bar.stop();
  return view;
}

async function main(): Promise<void> {
  const { state, view } = await currentImport();
  if (view.status === 'awaiting_upload') await upload(state.upload.url, state.upload.headers ?? {});
  const final = await follow(state.import_id, view.status === 'awaiting_upload' ? await readImport(state.import_id) : view);
  const errors = await writeErrors(state.import_id);
  console.log(
    `import ${final.import_id}: ${final.status}; ${final.rows_done} rows written, ${final.rows_skipped} skipped (imported before), ${final.rows_failed} refused` +
      (errors > 0 ? `: see ${errorsFile}` : '') +
      (final.failure ? `\n  ${final.failure}` : ''),
  );
  if (FINISHED.includes(final.status)) console.log(`(${stateFile} keeps this import; --new imports the file again)`);
  process.exitCode = final.status === 'failed' ? 1 : 0;
}

main().catch((error: Error) => fail(error.message));
