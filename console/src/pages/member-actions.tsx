import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExportRecord, MemberOverview } from '../api/answers.js';
import { memberKey } from '../api/members.js';
import { unwrap } from '../api/problem.js';
import { formatDate } from '../components/dates.js';
import { Field, FormError } from '../components/forms.js';
import { useOperator } from '../operator.js';

/** What support does for a member: adjust their points, export their data, delete them on request. */

export function AdjustPoints({ clientId, memberId }: { clientId: string; memberId: string }) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', {
          params: { path: { client_id: clientId, member_id: Number(memberId) } },
          body: { points: points.trim() === '' ? Number.NaN : Number(points), reason },
        }),
      ),
    onSuccess: () => {
      setPoints('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: memberKey(clientId, memberId) });
      void queryClient.invalidateQueries({ queryKey: ['adjustment-approvals', clientId] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate();
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="adjust-points">
      <h2 id="adjust-points">Adjust points</h2>
      <div className="grid">
        <Field label="Points" name="points" error={adjust.error} hint="Positive to give, negative to take">
          <input type="number" inputMode="numeric" step={1} value={points} onChange={(event) => setPoints(event.target.value)} required />
        </Field>
        <Field label="Reason" name="reason" error={adjust.error} hint="Kept in the ledger and the audit log">
          <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} required />
        </Field>
      </div>
      <FormError error={adjust.error} fields={['points', 'reason']} />
      {adjust.isSuccess && (
        <p role="status" className="adjust-result">
          {adjust.data.status === 'applied'
            ? `${adjust.data.points > 0 ? 'Gave' : 'Took'} ${Math.abs(adjust.data.points)} points; ${adjust.data.ending_redeemable} redeemable now.`
            : `Sent for approval: ${adjust.data.points > 0 ? 'giving' : 'taking'} ${Math.abs(adjust.data.points)} points is waiting for approval by another manager or owner until ${formatDate(adjust.data.expires_at)}. The balance has not changed yet.`}
        </p>
      )}
      <button type="submit" disabled={adjust.isPending || !points.trim() || !reason.trim()}>
        Adjust points
      </button>
    </form>
  );
}

/** The whole of a member's data, page after page of the export, as one JSON file to download. */
export function ExportMember({ clientId, memberId }: { clientId: string; memberId: string }) {
  const { api } = useOperator();
  const [progress, setProgress] = useState<{ pages: number; records: number }>();
  const [file, setFile] = useState<{ url: string; name: string; records: number }>();
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  const run = useMutation({
    mutationFn: async () => {
      if (file) URL.revokeObjectURL(file.url);
      setFile(undefined);
      const records: ExportRecord[] = [];
      let member: unknown = null;
      let cursor: string | undefined;
      let pages = 0;
      setProgress({ pages, records: 0 });
      do {
        const page = await unwrap(
          api.GET('/admin/v1/clients/{client_id}/members/{member_id}/export', {
            params: { path: { client_id: clientId, member_id: Number(memberId) }, query: { limit: 200, ...(cursor ? { cursor } : {}) } },
          }),
        );
        member = page.member ?? member;
        records.push(...page.records);
        pages += 1;
        setProgress({ pages, records: records.length });
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      const blob = new Blob([JSON.stringify({ member_id: Number(memberId), member, records }, null, 2)], { type: 'application/json' });
      return { url: URL.createObjectURL(blob), name: `member-${memberId}-export.json`, records: records.length };
    },
    onSuccess: setFile,
  });
  return (
    <section className="card" aria-labelledby="export-member">
      <h2 id="export-member">Export the member's data</h2>
      <p className="hint">Everything kept about the member (profile, ledger, orders, purchases, coupons), for a data access request. The export is audited.</p>
      <FormError error={run.error} />
      <p role="status" className="progress">
        {run.isPending && progress ? `Fetching… ${progress.records} records in ${progress.pages} pages so far` : ''}
        {file ? `Ready: ${file.records} records.` : ''}
      </p>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => run.mutate()} disabled={run.isPending}>
          {file ? 'Export again' : 'Export data'}
        </button>
        {file && (
          <a className="button-link" href={file.url} download={file.name}>
            Download {file.name}
          </a>
        )}
      </div>
    </section>
  );
}

/** Deletion on request: the operator types the member's id or e-mail address to enable the button. */
export function DeleteMember({ clientId, member }: { clientId: string; member: MemberOverview }) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = member;
  const [typed, setTyped] = useState('');
  // One key for this deletion: a retry after a lost answer is the same request, not a second one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirmed = typed.trim() === String(user.id) || (!!user.email_address && typed.trim().toLowerCase() === user.email_address.toLowerCase());
  const remove = useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/admin/v1/clients/{client_id}/members/{member_id}', {
          params: { path: { client_id: clientId, member_id: String(user.id) }, query: { id_type: 'id' }, header: { 'Idempotency-Key': idempotencyKey } },
        }),
      ),
    onSuccess: (answer) => {
      // The member is gone from the API at once; back to the search, which says what happened.
      queryClient.removeQueries({ queryKey: memberKey(clientId, String(user.id)) });
      navigate(`/programs/${clientId}/members`, { state: { deleted: answer } });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) remove.mutate();
  };
  if (remove.isSuccess)
    return (
      <section className="card danger-zone" aria-labelledby="delete-member">
        <h2 id="delete-member">Delete the member</h2>
        <p role="status">
          Deletion of member {remove.data.user_id} is {remove.data.status.toLowerCase()}: their data is erased shortly.
        </p>
      </section>
    );
  return (
    <form className="card danger-zone" onSubmit={submit} noValidate aria-labelledby="delete-member">
      <h2 id="delete-member">Delete the member</h2>
      <p>Erases the member and their data on their request. This cannot be undone.</p>
      <Field label={`Type ${user.email_address ? 'their e-mail address or ' : ''}their id (${user.id}) to confirm`} name="confirmation" error={undefined}>
        <input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </Field>
      <FormError error={remove.error} />
      <button type="submit" className="danger" disabled={!confirmed || remove.isPending}>
        Delete member
      </button>
    </form>
  );
}
