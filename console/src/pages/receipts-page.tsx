import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ReviewedReceipt, QueuedReceipt } from '../api/answers.js';
import { unwrap } from '../api/problem.js';
import { When } from '../components/when.js';
import { Confirm, Field, FormError, NumberInput, QueryView } from '../components/forms.js';
import { Pager, useCursorPages } from '../components/pager.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

const PAGE = 25;

/**
 * Receipts members submitted, oldest first, each with its image: support approves one with the
 * points it earns or rejects it with a reason the member reads; each verdict is asked once more.
 */
export function ReceiptsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const pages = useCursorPages();
  const [done, setDone] = useState<ReviewedReceipt>();
  const { cursor } = pages;
  const queue = useQuery({
    queryKey: ['receipts-pending', clientId, cursor],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/receipts', {
          params: { path: { client_id: clientId }, query: { status: 'pending_review', limit: PAGE, ...(cursor ? { cursor } : {}) } },
        }),
      ),
  });
  const canReview = may(session.role, 'approveReceipt');
  return (
    <>
      <h1>Receipts to review</h1>
      {done && (
        <p role="status" className="notice">
          {done.status === 'approved'
            ? `Receipt ${done.receipt_id} approved: member ${done.member_id} was credited ${done.points} points.`
            : `Receipt ${done.receipt_id} rejected. Member ${done.member_id} will see the reason.`}
        </p>
      )}
      <QueryView
        query={queue}
        what="receipts"
        empty={cursor ? 'No more receipts are waiting.' : 'No receipts are waiting to be reviewed.'}
        isEmpty={(data) => data.receipts.length === 0}
      >
        {(data) => (
          <ul className="orders">
            {data.receipts.map((receipt) => (
              <ReceiptCard key={receipt.receipt_id} clientId={clientId} receipt={receipt} canReview={canReview} onReviewed={setDone} />
            ))}
          </ul>
        )}
      </QueryView>
      <Pager pages={pages} nextCursor={queue.data?.next_cursor} label="Receipts to review" />
    </>
  );
}

/**
 * The image through the API's signed link, shown as a data: URL: the console's
 * Content-Security-Policy lets it fetch from the files bucket, and show images only of its own or inline.
 */
function useImage(url: string): string | undefined {
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((answer) => (answer.ok ? answer.blob() : undefined))
      .then((blob) => {
        if (!blob) return;
        const reader = new FileReader();
        reader.onload = () => live && setShown(String(reader.result).replace(/^data:[^;]*;/, 'data:image/jpeg;'));
        reader.readAsDataURL(blob);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return shown;
}

function ReceiptCard({
  clientId,
  receipt,
  canReview,
  onReviewed,
}: {
  clientId: string;
  receipt: QueuedReceipt;
  canReview: boolean;
  onReviewed: (receipt: ReviewedReceipt) => void;
}) {
  const image = useImage(receipt.image_url);
  const [deciding, setDeciding] = useState<'approve' | 'reject'>();
  return (
    <li className="card order">
      <h2 className="order-title">Receipt {receipt.file_name}</h2>
      {image ? (
        <img className="receipt-image" src={image} alt={`Receipt ${receipt.file_name} submitted by member ${receipt.member_id}`} />
      ) : (
        <p className="hint">Loading the image…</p>
      )}
      <dl className="facts">
        <div>
          <dt>Receipt</dt>
          <dd>
            <code>{receipt.receipt_id}</code>
          </dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <When at={receipt.date_submitted} />
          </dd>
        </div>
        <div>
          <dt>Member</dt>
          <dd>
            <Link to={`/programs/${clientId}/members/${receipt.member_id}`}>{receipt.member_id}</Link>
          </dd>
        </div>
        <div>
          <dt>Image</dt>
          <dd>
            <a href={receipt.image_url} target="_blank" rel="noreferrer">
              Open full size
            </a>
          </dd>
        </div>
      </dl>
      {canReview &&
        (deciding ? (
          <ReviewForm clientId={clientId} receipt={receipt} verdict={deciding} onCancel={() => setDeciding(undefined)} onDone={onReviewed} />
        ) : (
          <div className="actions">
            <button type="button" onClick={() => setDeciding('approve')} aria-label={`Approve receipt ${receipt.receipt_id}`}>
              Approve
            </button>
            <button type="button" className="secondary" onClick={() => setDeciding('reject')} aria-label={`Reject receipt ${receipt.receipt_id}`}>
              Reject
            </button>
          </div>
        ))}
    </li>
  );
}

function ReviewForm({
  clientId,
  receipt,
  verdict,
  onCancel,
  onDone,
}: {
  clientId: string;
  receipt: QueuedReceipt;
  verdict: 'approve' | 'reject';
  onCancel: () => void;
  onDone: (receipt: ReviewedReceipt) => void;
}) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const path = { client_id: clientId, receipt_id: receipt.receipt_id };
  const review = useMutation({
    mutationFn: () =>
      verdict === 'approve'
        ? unwrap(api.POST('/admin/v1/clients/{client_id}/receipts/{receipt_id}/approve', { params: { path }, body: { points: points as number } }))
        : unwrap(api.POST('/admin/v1/clients/{client_id}/receipts/{receipt_id}/reject', { params: { path }, body: { reason: reason.trim() } })),
    onMutate: () => setConfirming(false),
    onSuccess: (reviewed) => {
      void queryClient.invalidateQueries({ queryKey: ['receipts-pending', clientId] });
      onDone(reviewed);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const label = `${verdict === 'approve' ? 'Approve' : 'Reject'} receipt ${receipt.receipt_id}`;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {verdict === 'approve' ? (
        <Field label="Points to credit" name="points" error={review.error} hint="What the purchase on the receipt earns the member.">
          <NumberInput value={points} onValue={setPoints} min={1} step={1} />
        </Field>
      ) : (
        <Field label="Reason the member will read" name="reason" error={review.error}>
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} />
        </Field>
      )}
      <FormError error={review.error} fields={[verdict === 'approve' ? 'points' : 'reason']} />
      {confirming ? (
        <Confirm
          question={
            verdict === 'approve'
              ? `Credit member ${receipt.member_id} ${points ?? 0} points for this receipt? This cannot be undone.`
              : `Reject this receipt? Member ${receipt.member_id} will read the reason.`
          }
          yes={verdict === 'approve' ? 'Yes, approve' : 'Yes, reject'}
          no="Not yet"
          pending={review.isPending}
          onYes={() => review.mutate()}
          onNo={() => setConfirming(false)}
        />
      ) : (
        <div className="actions">
          <button type="submit" disabled={review.isPending}>
            {verdict === 'approve' ? 'Approve…' : 'Reject…'}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
