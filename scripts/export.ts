/**
 * npm run export -- --client <client_id> --kind <kind> [--format csv|ndjson] [--since <date>] [--until <date>] [--api <url>] [--token <admin token>] [--out <file>]
 *
 * Exports a program's members, ledger, redemptions or expiring points through the operator API:
 * creates the export, follows it (rows so far, status) until it ends, then downloads the
 * gzip-compressed file from the URL it answers to --out (<kind>-<export_id>.<format>.gz by
 * default). since and until are dates (yyyy-mm-dd, a whole UTC day), ISO 8601 dates and times,
 * or Unix seconds. The export runs on the server: Ctrl-C stops only the following.
 *
 * --api defaults to REWARDS_API_URL or http://127.0.0.1:3000 (npm start); the admin token to
 * ADMIN_TOKEN. Against a deployed stack, set OPERATOR_CLIENT_ID, OPERATOR_CLIENT_SECRET and OPERATOR_TOKEN_URL (a
 * machine client of the operators' user pool): each request carries a client-credentials access token.
 */
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { withJoinedValues } from './cli-args.js';
import { SingleBar } from 'cli-progress';
import { createRewardsClient, type RewardsClient } from '../sdk/typescript/src/index.js';
import { operatorAccess } from './operator-fetch.js';
import { EXPORT_KINDS } from '../shared/exports/export-schemas.js';

const KINDS = EXPORT_KINDS;
const FINISHED = ['completed', 'failed'];
const POLL_MS = Number(process.env.EXPORT_POLL_MS ?? 1_000);

const OPTIONS = {
  client: { type: 'string' },
  kind: { type: 'string' },
  format: { type: 'string', default: 'csv' },
  since: { type: 'string' },
  until: { type: 'string' },
  api: { type: 'string', default: process.env.REWARDS_API_URL ?? 'http://127.0.0.1:3000' },
  token: { type: 'string', default: process.env.ADMIN_TOKEN },
  out: { type: 'string' },
} as const;

const { values } = parseArgs({ args: withJoinedValues(process.argv.slice(2), OPTIONS), options: OPTIONS });

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const clientId = values.client ?? fail('--client <client_id> is required');
const kind = values.kind ?? fail(`--kind is required: one of ${KINDS.join(', ')}`);
if (!(KINDS as readonly string[]).includes(kind)) fail(`--kind must be one of ${KINDS.join(', ')}`);
if (values.format !== 'csv' && values.format !== 'ndjson') fail('--format must be csv or ndjson');
const format: 'csv' | 'ndjson' = values.format;
/** A bound as the API takes it: Unix seconds as a number, a date as its text. */
const bound = (value: string | undefined) => (value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : value);

type ExportView = { export_id: string; status: string; rows: number; failure: string | null; download?: { url: string; expires_at: number } };

const api: RewardsClient = createRewardsClient({ ...operatorAccess(values.api, values.token), retries: 4 });

async function readExport(exportId: string): Promise<ExportView> {
  const { data, error } = await api.GET('/admin/v1/clients/{client_id}/exports/{export_id}', { params: { path: { client_id: clientId, export_id: exportId } } });
  if (!data) throw new Error(`the export could not be read: ${JSON.stringify(error)}`);
  return data as ExportView;
}

async function follow(first: ExportView): Promise<ExportView> {
  const bar = new SingleBar({ format: 'export   {value} rows | {status} | {duration_formatted}', hideCursor: true });
  let view = first;
  bar.start(0, view.rows, { status: view.status });
  process.once('SIGINT', () => {
    bar.stop();
    console.log(`\nstopped following: export ${view.export_id} goes on on the server; GET its status, or export again.`);
    process.exit(130);
  });
  while (!FINISHED.includes(view.status)) {
    await new Promise((done) => setTimeout(done, POLL_MS));
    view = await readExport(view.export_id);
    bar.update(view.rows, { status: view.status });
  }
  bar.stop();
  return view;
}

/** Downloads the file from its signed URL, streamed, with a bar of the bytes received. */
async function download(url: string, out: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`the download was refused (${response.status}): ${await response.text()}`);
  const size = Number(response.headers.get('content-length') ?? 0);
  const bar = new SingleBar({ format: 'download [{bar}] {percentage}% | {value}/{total} bytes', hideCursor: true });
  bar.start(size, 0);
  let received = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > size) bar.setTotal(received);
      bar.update(received);
      done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), counting, createWriteStream(out));
  bar.stop();
  return received;
}

async function main(): Promise<void> {
  const { data, error } = await api.POST('/admin/v1/clients/{client_id}/exports', {
    params: { path: { client_id: clientId } },
    body: { kind: kind as (typeof KINDS)[number], format, since: bound(values.since), until: bound(values.until) },
  });
  if (!data) fail(`the export could not be created: ${JSON.stringify(error)}`);
  console.log(`export ${data.export_id} created`);
  const final = await follow(data as ExportView);
  if (final.status !== 'completed' || !final.download) {
    console.log(`export ${final.export_id}: ${final.status}${final.failure ? `\n  ${final.failure}` : ''}`);
    process.exitCode = 1;
    return;
  }
  const out = values.out ?? `${kind}-${final.export_id}.${format}.gz`;
  const bytes = await download(final.download.url, out);
  console.log(`export ${final.export_id}: completed; ${final.rows} rows, ${bytes} bytes written to ${out} (gzip-compressed ${format})`);
}

main().catch((error: Error) => fail(error.message));
