import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdjustmentApproval } from '../api/answers.js';
import { unwrap } from '../api/problem.js';
import { formatDate } from '../components/dates.js';
import { Confirm, Field, FormError, QueryView } from '../components/forms.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

const PAGE = 25;

/** "give 20000 points to member 12" or "take 500 points from member 12". */
const movement = (approval: AdjustmentApproval) =>
  approval.points >= 0 ? `give ${approval.points} points to member ${approval.member_id}` : `take ${-approval.points} points from member ${approval.member_id}`;

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function doneMessage(approval: AdjustmentApproval): string {
  if (approval.status === 'approved')
    return `Approved: the adjustment is applied. Member ${approval.member_id} has ${approval.ending_redeemable} redeemable points now.`;
  return `Refused: nothing was changed for member ${approval.member_id}.`;
}

/**
 * Large points adjustments waiting for a second pair of eyes, newest first: a manager or owner
 * other than the one who asked approves one (it applies at once) or refuses it with a reason;
 * each verdict is asked once more. The requester may withdraw their own; support sees the queue only.
 */
export function ApprovalsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const pages = useCursorPages();
  const [done, setDone] = useState<AdjustmentApproval>();
  const { cursor } = pages;
  const queue = useQuery({
    queryKey: ['adjustment-approvals', clientId, cursor],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/adjustment_approvals', {
          params: { path: { client_id: clientId }, query: { status: 'pending', limit: PAGE, ...(cursor ? { cursor } : {}) } },
        }),
      ),
  });
  const canDecide = may(session.role, 'approveAdjustment');
  return (
    <>
      <h1>Approvals</h1>
      <p className="hint">
        Points adjustments over the program's approval threshold, or over support's limit, wait here until a manager or owner other than the one who asked
        approves them. A request not decided within seven days expires.
      </p>
      {done && (
        <p role="status" className="notice">
          {doneMessage(done)}
        </p>
      )}
      <QueryView
        query={queue}
        what="adjustments waiting for approval"
        empty={cursor ? 'No more adjustments are waiting.' : 'No adjustments are waiting for approval.'}
        isEmpty={(data) => data.approvals.length === 0}
      >
        {(data) => (
          <ul className="orders">
            {data.approvals.map((approval) => (
              <ApprovalCard
                key={approval.adjustment_id}
                clientId={clientId}
                approval={approval}
                canDecide={canDecide}
                own={approval.requested_by === session.email}
                onDecided={setDone}
              />
            ))}
          </ul>
        )}
      </QueryView>
      <Pager pages={pages} nextCursor={queue.data?.next_cursor} label="Requests for approval" />
    </>
  );
}

function ApprovalCard({
  clientId,
  approval,
  canDecide,
  own,
  onDecided,
}: {
  clientId: string;
  approval: AdjustmentApproval;
  canDecide: boolean;
  own: boolean;
  onDecided: (approval: AdjustmentApproval) => void;
}) {
  const [deciding, setDeciding] = useState<'approve' | 'refuse'>();
  const what = `the request to ${movement(approval)}`;
  return (
    <li className="card order">
      <h2 className="order-title">{capitalised(movement(approval))}</h2>
      <dl className="facts">
        <div>
          <dt>Member</dt>
          <dd>
            <Link to={`/programs/${clientId}/members/${approval.member_id}`}>{approval.member_id}</Link>
          </dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{approval.reason}</dd>
        </div>
        {approval.reference && (
          <div>
            <dt>Reference</dt>
            <dd>{approval.reference}</dd>
          </div>
        )}
        <div>
          <dt>Asked by</dt>
          <dd>{approval.requested_by}</dd>
        </div>
        <div>
          <dt>Asked on</dt>
          <dd>{formatDate(approval.date_created)}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{formatDate(approval.expires_at)}</dd>
        </div>
      </dl>
      {canDecide && own && <p className="hint">You asked for this adjustment, so another manager or owner must approve it. You may withdraw it.</p>}
      {canDecide &&
        (deciding ? (
          <DecisionForm clientId={clientId} approval={approval} verdict={deciding} onCancel={() => setDeciding(undefined)} onDone={onDecided} />
        ) : (
          <div className="actions">
            {!own && (
              <button type="button" onClick={() => setDeciding('approve')} aria-label={`Approve ${what}`}>
                Approve
              </button>
            )}
            <button type="button" className="secondary" onClick={() => setDeciding('refuse')} aria-label={`${own ? 'Withdraw' : 'Refuse'} ${what}`}>
              {own ? 'Withdraw' : 'Refuse'}
            </button>
          </div>
        ))}
    </li>
  );
}

function DecisionForm({
  clientId,
  approval,
  verdict,
  onCancel,
  onDone,
}: {
  clientId: string;
  approval: AdjustmentApproval;
  verdict: 'approve' | 'refuse';
  onCancel: () => void;
  onDone: (approval: AdjustmentApproval) => void;
}) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(verdict === 'approve');
  // One key for this approval: a retry after a lost answer is the same request, not a second one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const path = { client_id: clientId, adjustment_id: approval.adjustment_id };
  const decide = useMutation({
    mutationFn: () =>
      verdict === 'approve'
        ? unwrap(
            api.POST('/admin/v1/clients/{client_id}/adjustment_approvals/{adjustment_id}/approve', {
              params: { path, header: { 'Idempotency-Key': idempotencyKey } },
            }),
          )
        : unwrap(api.POST('/admin/v1/clients/{client_id}/adjustment_approvals/{adjustment_id}/refuse', { params: { path }, body: { reason: reason.trim() } })),
    onMutate: () => setConfirming(false),
    onSuccess: (decided) => {
      void queryClient.invalidateQueries({ queryKey: ['adjustment-approvals', clientId] });
      void queryClient.invalidateQueries({ queryKey: ['member', clientId] });
      onDone(decided);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const label = `${verdict === 'approve' ? 'Approve' : 'Refuse'} the request to ${movement(approval)}`;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {verdict === 'refuse' && (
        <Field label="Reason for refusing" name="reason" error={decide.error} hint="Kept with the request and in the audit log.">
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} />
        </Field>
      )}
      <FormError error={decide.error} fields={verdict === 'refuse' ? ['reason'] : []} />
      {confirming ? (
        <Confirm
          question={
            verdict === 'approve'
              ? `${capitalised(movement(approval))}, as ${approval.requested_by} asked? This cannot be undone.`
              : `Refuse ${approval.requested_by}'s request to ${movement(approval)}? Nothing will change for the member.`
          }
          yes={verdict === 'approve' ? 'Yes, approve' : 'Yes, refuse'}
          no="Not yet"
          pending={decide.isPending}
          onYes={() => decide.mutate()}
          onNo={verdict === 'approve' ? onCancel : () => setConfirming(false)}
        />
      ) : (
        <div className="actions">
          <button type="submit" disabled={decide.isPending}>
            {verdict === 'approve' ? 'Approve…' : 'Refuse…'}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
