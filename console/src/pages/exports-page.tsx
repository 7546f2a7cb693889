import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { CardForm, Field, FormError, Loading, Options, QueryError } from '../components/forms.js';
import { useCursorPages } from '../components/pager.js';
import { PastItems, StatusBadge } from '../components/past-items.js';
import { when } from '../components/progress.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

type Export = Awaited<ReturnType<typeof readExport>>;
type ExportKind = Export['kind'];
type ExportFormat = Export['format'];

const readExport = (api: RewardsClient, clientId: string, exportId: string) =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/exports/{export_id}', { params: { path: { client_id: clientId, export_id: exportId } } }));

const KINDS: Record<ExportKind, string> = {
  members: 'Members and their balances',
  ledger: 'Every ledger entry',
  redemptions: 'Redemptions',
  points_expiration: 'Points about to expire',
  audit: 'The audit log',
};
const FORMATS: Record<ExportFormat, string> = { csv: 'CSV', ndjson: 'NDJSON' };
const OPEN: readonly Export['status'][] = ['queued', 'running'];
const STATUS_CLASS: Partial<Record<Export['status'], string>> = { completed: 'status good', failed: 'status bad' };

/**
 * Bulk exports: a manager asks for a program's members, ledger, redemptions or expiring points as
 * one gzipped file (the ledger and redemptions between two dates), the export is followed until
 * its file is written, then downloaded through a link valid for an hour. Past exports (the daily
 * ones among them) are listed newest first, each downloadable while its file is kept.
 */
export function ExportsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const pages = useCursorPages();
  const exports = useQuery({
    queryKey: ['exports', clientId, pages.cursor],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/exports', {
          params: { path: { client_id: clientId }, query: { limit: 25, ...(pages.cursor ? { cursor: pages.cursor } : {}) } },
        }),
      ),
    // While one runs, its row moves on by itself.
    refetchInterval: (query) => (query.state.data?.exports.some((each) => OPEN.includes(each.status)) ? 2000 : false),
  });
  const [latest, setLatest] = useState<string>();
  const canWrite = may(session.role, 'createExport');

  return (
    <>
      <h1>Exports</h1>
      <p className="hint">A program's data as one gzipped file. Download links last an hour; files are kept for 7 days.</p>
      {canWrite && <NewExport api={api} clientId={clientId} onCreated={setLatest} />}
      {latest && <ExportProgress api={api} clientId={clientId} exportId={latest} />}
      <PastItems
        id="export-list"
        title="Past exports"
        what="exports"
        empty="No exports yet."
        query={exports}
        items={(data) => data.exports}
        columns={['What', 'Rows from', 'Status', 'Rows', 'Created', 'File']}
        row={(each) => (
          <tr key={each.export_id}>
            <td>
              {KINDS[each.kind]} ({each.format.toUpperCase()})
            </td>
            <td>{each.day ? `the day ${each.day}` : range(each)}</td>
            <td>
              <StatusBadge status={each.status} classes={STATUS_CLASS} />
              {each.failure && <span className="field-error"> {each.failure}</span>}
            </td>
            <td>{each.rows}</td>
            <td>
              <When at={each.created_at} />
            </td>
            <td>
              {each.download ? (
                <a href={each.download.url} download aria-label={`Download the ${each.kind} export of ${when(each.created_at)}`}>
                  Download
                </a>
              ) : (
                ''
              )}
            </td>
          </tr>
        )}
        pages={pages}
        pager="Export"
      />
    </>
  );
}

const range = (each: { since: number | null; until: number | null }): string =>
  each.since === null && each.until === null
    ? 'all time'
    : `${each.since === null ? 'the start' : when(each.since)} to ${each.until === null ? 'now' : when(each.until)}`;

function NewExport({ api, clientId, onCreated }: { api: RewardsClient; clientId: string; onCreated: (exportId: string) => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ExportKind>('members');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const bounded = kind === 'ledger' || kind === 'redemptions' || kind === 'audit';
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/exports', {
          params: { path: { client_id: clientId } },
          body: { kind, format, ...(bounded && since ? { since } : {}), ...(bounded && until ? { until } : {}) },
        }),
      ),
    onSuccess: (created) => {
      onCreated(created.export_id);
      void queryClient.invalidateQueries({ queryKey: ['exports', clientId] });
    },
  });
  return (
    <CardForm id="new-export" title="New export" onSubmit={() => create.mutate()}>
      <div className="grid">
        <Field label="What to export" name="kind" error={create.error}>
          <select value={kind} onChange={(event) => setKind(event.target.value as ExportKind)}>
            <Options labels={KINDS} />
          </select>
        </Field>
        <Field label="Format" name="format" error={create.error}>
          <select value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
            <Options labels={FORMATS} />
          </select>
        </Field>
        {bounded && (
          <>
            <Field label="From (UTC day)" name="since" error={create.error} hint="Blank: from the start">
              <input type="date" value={since} onChange={(event) => setSince(event.target.value)} />
            </Field>
            <Field label="To (UTC day)" name="until" error={create.error} hint="Blank: up to now">
              <input type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
            </Field>
          </>
        )}
      </div>
      <FormError error={create.error} fields={['kind', 'format', ...(bounded ? ['since', 'until'] : [])]} />
      <button type="submit" disabled={create.isPending}>
        Start export
      </button>
    </CardForm>
  );
}

/** The export just asked for, read again every second until its file is written or it fails. */
function ExportProgress({ api, clientId, exportId }: { api: RewardsClient; clientId: string; exportId: string }) {
  const queryClient = useQueryClient();
  const item = useQuery({
    queryKey: ['export', clientId, exportId],
    queryFn: async () => {
      const answer = await readExport(api, clientId, exportId);
      if (!OPEN.includes(answer.status)) void queryClient.invalidateQueries({ queryKey: ['exports', clientId] });
      return answer;
    },
    refetchInterval: (query) => (query.state.data && !OPEN.includes(query.state.data.status) ? false : 1000),
  });
  const data = item.data;
  return (
    <section className="card" aria-labelledby="export-progress" aria-live="polite">
      <h2 id="export-progress">Your export</h2>
      {item.isPending ? (
        <Loading what="the export" />
      ) : item.isError ? (
        <QueryError error={item.error} />
      ) : (
        data && (
          <>
            <p>
              {KINDS[data.kind]} ({data.format.toUpperCase()}): <StatusBadge status={data.status} classes={STATUS_CLASS} />, {data.rows} rows
              {OPEN.includes(data.status) ? ' so far…' : '.'}
            </p>
            {data.failure && (
              <p className="form-error" role="alert">
                {data.failure}
              </p>
            )}
            {data.download && (
              <p>
                <a href={data.download.url} download className="button-link">
                  Download the file
                </a>{' '}
                <span className="hint">
                  (link valid until <When at={data.download.expires_at} />)
                </span>
              </p>
            )}
          </>
        )
      )}
    </section>
  );
}
