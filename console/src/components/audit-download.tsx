import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unwrap } from '../api/problem.js';
import { useOperator } from '../operator.js';
import { FormError } from './forms.js';
import { ProgressBar } from './progress.js';

/** What the audit page's filters ask of the log, as the list route takes them. */
export interface AuditQuery {
  actor?: string;
  actor_email?: string;
  kind?: 'points' | 'members' | 'catalogue' | 'campaigns' | 'settings' | 'operators' | 'keys' | 'data' | 'webhooks' | 'other';
  member_id?: number;
  since?: string;
  until?: string;
}

const OPEN = ['queued', 'running'];

/**
 * "Download CSV": the log as the filters narrow it, written by an audit export. While the export
 * runs its rows so far show; once written, the file downloads (and a link to it stays).
 */
export function AuditDownload({ clientId, query }: { clientId: string; query: AuditQuery }) {
  const { api } = useOperator();
  const create = useMutation({
    mutationFn: () => {
      const { since, until, ...filters } = query;
      return unwrap(
        api.POST('/admin/v1/clients/{client_id}/exports', {
          params: { path: { client_id: clientId } },
          body: { kind: 'audit', format: 'csv', ...(since ? { since } : {}), ...(until ? { until } : {}), filters },
        }),
      );
    },
  });
  const exportId = create.data?.export_id;
  const progress = useQuery({
    queryKey: ['export', clientId, exportId ?? ''],
    queryFn: () =>
      unwrap(api.GET('/admin/v1/clients/{client_id}/exports/{export_id}', { params: { path: { client_id: clientId, export_id: exportId ?? '' } } })),
    enabled: exportId !== undefined,
    refetchInterval: (state) => (state.state.data && !OPEN.includes(state.state.data.status) ? false : 1000),
  });
  const link = useRef<HTMLAnchorElement>(null);
  const data = progress.data;
  const url = data?.download?.url;
  // The file downloads by itself once written, as the button promised.
  useEffect(() => {
    if (url) link.current?.click();
  }, [url]);
  const running = create.isPending || (exportId !== undefined && (!data || OPEN.includes(data.status)));
  return (
    <div className="audit-download">
      <button type="button" className="secondary" onClick={() => create.mutate()} disabled={running}>
        Download CSV
      </button>
      <div aria-live="polite" className="audit-download-state">
        {running && (
          <>
            <span>Preparing the CSV: {data?.rows ?? 0} entries so far…</span>
            <ProgressBar label="CSV being prepared" value={data?.rows ?? 0} max={null} />
          </>
        )}
        {data?.status === 'failed' && (
          <p className="form-error" role="alert">
            The CSV could not be written: {data.failure ?? 'the export failed'}.
          </p>
        )}
        {url && (
          <a ref={link} href={url} download>
            Download the audit CSV ({data?.rows} {data?.rows === 1 ? 'entry' : 'entries'})
          </a>
        )}
      </div>
      <FormError error={create.error ?? progress.error} />
    </div>
  );
}
