import type { operations } from '@rewards-api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { ApiProblem, unwrap } from '../api/problem.js';
import { CardForm, Confirm, Field, FormError, Loading, Options, QueryError } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { PastItems, StatusBadge } from '../components/past-items.js';
import { ProgressBar, when } from '../components/progress.js';
import { When } from '../components/when.js';
import { RefusedRowsDownload } from '../components/refused-rows.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

type CreatedImport = operations['AdminCreateImport']['responses'][201]['content']['application/json'];
type ImportKind = CreatedImport['kind'];
type ImportFormat = CreatedImport['format'];
type ImportStatus = CreatedImport['status'];

const createImport = (api: RewardsClient, clientId: string, body: { kind: ImportKind; format: ImportFormat; file_name?: string }): Promise<CreatedImport> =>
  unwrap(api.POST('/admin/v1/clients/{client_id}/imports', { params: { path: { client_id: clientId } }, body }));

const KINDS: Record<ImportKind, string> = {
  members: 'Members (with opening balances)',
  activity_credits: 'Activity credits',
  purchases: 'Purchases',
  reward_codes: "A code reward's codes",
  segment_members: "A static segment's members",
};
const FORMATS: Record<ImportFormat, string> = { csv: 'CSV', ndjson: 'NDJSON (one JSON object a line)' };
const OPEN: readonly ImportStatus[] = ['awaiting_upload', 'validating', 'running'];
const STATUS_WORDS: Record<ImportStatus, string> = {
  awaiting_upload: 'waiting for the file',
  validating: 'checking the file',
  running: 'running',
  completed: 'completed',
  completed_with_errors: 'completed with errors',
  failed: 'failed',
  cancelled: 'cancelled',
};
const STATUS_CLASS: Partial<Record<ImportStatus, string>> = { completed: 'status good', completed_with_errors: 'status bad', failed: 'status bad' };

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return <StatusBadge status={status} classes={STATUS_CLASS} words={STATUS_WORDS} />;
}

/** The format a file's name suggests. */
const formatOf = (name: string): ImportFormat | undefined => (/\.csv$/i.test(name) ? 'csv' : /\.(nd)?jsonl?$/i.test(name) ? 'ndjson' : undefined);

/**
 * Sends the file to the upload URL the import answered, with the headers it names, reporting the
 * bytes sent. XMLHttpRequest, because fetch reports no upload progress.
 */
function upload(target: CreatedImport['upload'], file: File, onProgress: (sent: number, total: number) => void): Promise<void> {
  return new Promise((done, fail) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return done();
      let message = `The upload was refused (${request.status}).`;
      try {
        const body = JSON.parse(request.responseText) as { message?: unknown };
        if (typeof body.message === 'string') message = `The upload was refused: ${body.message}`;
      } catch {
        // Not the API's JSON (a bucket's XML error): the status says enough.
      }
      fail(new ApiProblem(request.status, 'upload_failed', message));
    };
    request.onerror = () => fail(new ApiProblem(0, 'network_error', 'The file could not be sent; check your connection and try again.'));
    request.send(file);
  });
}

/**
 * Bulk imports: a manager picks a file and its kind, the import is created and the file sent to
 * its upload URL with the upload's progress; then the import's own page follows it. Past imports
 * are listed newest first.
 */
export function ImportsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const pages = useCursorPages();
  const imports = useQuery({
    queryKey: ['imports', clientId, pages.cursor],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/imports', {
          params: { path: { client_id: clientId }, query: { limit: 25, ...(pages.cursor ? { cursor: pages.cursor } : {}) } },
        }),
      ),
  });
  const canWrite = may(session.role, 'createImport');

  return (
    <>
      <h1>Imports</h1>
      <p className="hint">Load members, activity credits, purchases or reward codes from a CSV or NDJSON file; every row is all or nothing.</p>
      {canWrite && <NewImport api={api} clientId={clientId} />}
      <PastItems
        id="import-list"
        title="Past imports"
        what="imports"
        empty="No imports yet."
        query={imports}
        items={(data) => data.imports}
        columns={['File', 'Kind', 'Status', 'Rows written', 'Refused', 'Skipped', 'Created']}
        row={(item) => (
          <tr key={item.import_id}>
            <td>
              <Link to={item.import_id}>{item.file_name ?? item.import_id}</Link>
            </td>
            <td>{item.kind}</td>
            <td>
              <ImportStatusBadge status={item.status} />
            </td>
            <td>{item.rows_done}</td>
            <td>{item.rows_failed}</td>
            <td>{item.rows_skipped}</td>
            <td>
              <When at={item.created_at} />
            </td>
          </tr>
        )}
        pages={pages}
        pager="Import"
      />
    </>
  );
}

function NewImport({ api, clientId }: { api: RewardsClient; clientId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ImportKind>('members');
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [file, setFile] = useState<File>();
  const [sent, setSent] = useState<{ sent: number; total: number }>();
  const start = useMutation({
    mutationFn: async (chosen: File) => {
      setSent({ sent: 0, total: chosen.size });
      const created = await createImport(api, clientId, { kind, format, file_name: chosen.name.slice(0, 200) });
      await upload(created.upload, chosen, (bytes, total) => setSent({ sent: bytes, total }));
      return created;
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['imports', clientId] });
      navigate(created.import_id);
    },
  });
  return (
    <CardForm id="new-import" title="New import" onSubmit={() => file && start.mutate(file)}>
      <div className="grid">
        <Field label="What the file holds" name="kind" error={start.error}>
          <select value={kind} onChange={(event) => setKind(event.target.value as ImportKind)}>
            <Options labels={KINDS} />
          </select>
        </Field>
        <Field label="Format" name="format" error={start.error}>
          <select value={format} onChange={(event) => setFormat(event.target.value as ImportFormat)}>
            <Options labels={FORMATS} />
          </select>
        </Field>
        <Field label="File" name="file_name" error={start.error} hint="CSV with a header line, or NDJSON">
          <input
            type="file"
            accept=".csv,.ndjson,.jsonl,.json,text/csv,application/x-ndjson"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              start.reset();
              setSent(undefined);
              const suggested = chosen && formatOf(chosen.name);
              if (suggested) setFormat(suggested);
            }}
          />
        </Field>
      </div>
      {sent && (start.isPending || start.isSuccess) && (
        <div aria-live="polite">
          <p>
            Uploading {file?.name}: {sent.sent.toLocaleString()} of {sent.total.toLocaleString()} bytes
          </p>
          <ProgressBar label="Upload" value={sent.sent} max={sent.total} />
        </div>
      )}
      <FormError error={start.error} fields={['kind', 'format', 'file_name']} />
      <div className="actions">
        <button type="submit" disabled={!file || start.isPending}>
          Upload and import
        </button>
      </div>
    </CardForm>
  );
}

/** One import: its progress while it runs (read again every second), its counts, its error lines, and cancel. */
export function ImportPage() {
  const { clientId = '', importId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const path = { client_id: clientId, import_id: importId };
  const key = ['import', clientId, importId];
  const item = useQuery({
    queryKey: key,
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/imports/{import_id}', { params: { path } })),
    refetchInterval: (query) => (query.state.data && OPEN.includes(query.state.data.status) ? 1000 : false),
  });
  const cancel = useMutation({
    mutationFn: () => unwrap(api.POST('/admin/v1/clients/{client_id}/imports/{import_id}/cancel', { params: { path } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: ['imports', clientId] });
    },
  });
  const [confirming, setConfirming] = useState(false);
  const data = item.data;
  const open = data ? OPEN.includes(data.status) : false;
  const processed = data ? data.rows_done + data.rows_failed + data.rows_skipped : 0;

  return (
    <>
      <h1>Import</h1>
      <p>
        <Link to={`/programs/${clientId}/imports`}>All imports</Link>
      </p>
      {item.isPending ? (
        <Loading what="the import" />
      ) : item.isError ? (
        <QueryError error={item.error} />
      ) : (
        data && (
          <>
            <section className="card" aria-labelledby="import-status">
              <h2 id="import-status">{data.file_name ?? data.import_id}</h2>
              <p>
                {KINDS[data.kind]}, {data.format.toUpperCase()}: <ImportStatusBadge status={data.status} />
              </p>
              <div aria-live="polite">
                <ProgressBar label="Rows processed" value={processed} max={data.rows_total} />
                <ul className="stats">
                  <li>
                    <strong>{data.rows_total ?? '…'}</strong> rows in the file
                  </li>
                  <li>
                    <strong>{data.rows_done}</strong> written
                  </li>
                  <li>
                    <strong>{data.rows_failed}</strong> refused
                  </li>
                  <li>
                    <strong>{data.rows_skipped}</strong> skipped (imported before)
                  </li>
                </ul>
              </div>
              {data.status === 'awaiting_upload' && <p className="notice">The file has not arrived; create a new import to send it again.</p>}
              {data.failure && (
                <p className="form-error" role="alert">
                  {data.failure}
                </p>
              )}
              <p className="hint">
                id {data.import_id}; created <When at={data.created_at} />
                {data.started_at ? `, started ${when(data.started_at)}` : ''}
                {data.finished_at ? `, finished ${when(data.finished_at)}` : ''}
              </p>
              {open &&
                may(session.role, 'cancelImport') &&
                (confirming ? (
                  <Confirm
                    question="Cancel this import? Rows written so far stay written."
                    yes="Yes, cancel it"
                    no="Let it run"
                    pending={cancel.isPending}
                    onYes={() => cancel.mutate()}
                    onNo={() => setConfirming(false)}
                  />
                ) : (
                  <div className="actions">
                    <button type="button" className="danger" onClick={() => setConfirming(true)}>
                      Cancel import
                    </button>
                  </div>
                ))}
              <FormError error={cancel.error} />
            </section>
            <ImportErrors api={api} clientId={clientId} importId={importId} failed={data.rows_failed} finished={!open} />
          </>
        )
      )}
    </>
  );
}

function ImportErrors({
  api,
  clientId,
  importId,
  failed,
  finished,
}: {
  api: RewardsClient;
  clientId: string;
  importId: string;
  failed: number;
  finished: boolean;
}) {
  const pages = useCursorPages();
  const errors = useQuery({
    // The count in the key reads the lines again as more rows are refused.
    queryKey: ['import-errors', clientId, importId, pages.cursor, failed, finished],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/imports/{import_id}/errors', {
          params: { path: { client_id: clientId, import_id: importId }, query: { limit: 50, ...(pages.cursor ? { cursor: pages.cursor } : {}) } },
        }),
      ),
  });
  return (
    <ListSection
      id="import-errors"
      title="Refused rows"
      query={errors}
      what="the refused rows"
      empty={finished ? 'No rows were refused.' : 'No rows refused so far.'}
      items={(data) => data.errors}
      label="Refused rows"
      columns={['Line', 'Field', 'Reason', 'Message']}
      row={(line) => (
        <tr key={`${line.line}-${line.field ?? ''}`}>
          <td>{line.line}</td>
          <td>{line.field ?? ''}</td>
          <td>{line.code}</td>
          <td>{line.message}</td>
        </tr>
      )}
    >
      <Pager pages={pages} nextCursor={errors.data?.next_cursor} label="Refused row" />
      {failed > 0 && <RefusedRowsDownload api={api} clientId={clientId} importId={importId} />}
    </ListSection>
  );
}
