import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { noteRequestBefore, noteRequestTargets } from '../data/request-record.js';
import { type AnswerRecord, guarded, optimisticTransaction } from '../data/transactions.js';
import { ApiError, inputError, notFound } from '../errors.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import type { Operator } from '../operators/index.js';
import { type ClientRecord, readClient } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { putAdjustmentItem } from './adjustment-repository.js';
import { type ApprovalRecord, approvalsPage, decideApprovalItem, getApproval, putApprovalItem } from './approval-repository.js';
import { APPROVAL_CURSOR, type ApprovalQueueInput, type RefuseAdjustmentInput } from './approval-requests.js';
import type { AdjustmentApprovalBody, AdjustmentApprovalPageBody } from './approval-responses.js';
import { settledMember } from './expiry-rules.js';
import { pointsMovement } from './ledger.js';
import type { AdjustmentInput } from './points-requests.js';

/**
 * A second pair of eyes on large adjustments. An adjustment over the program's
 * adjustment_approval_threshold, or over a support operator's cap, is recorded as a request and
 * applied only when a manager or owner other than its requester approves it within seven days:
 * the ledger movement, the adjustment record and the request's decision are one transaction,
 * conditional on the request still pending and before its deadline, so it applies once however
 * many approve it at the same time. A refusal (by any manager or owner, its requester included:
 * withdrawing moves nothing) or the deadline ends it.
 */

/** How long a request waits for its approval. */
export const APPROVAL_WINDOW_SECONDS = 7 * 86_400;

type ApprovalView = z.infer<typeof AdjustmentApprovalBody>;

const requestNotFound = () => notFound('adjustment request does not exist');
const expired = (record: ApprovalRecord) =>
  new ApiError('conflict', `expired: the request for approval ran out on ${new Date(record.approve_by * 1000).toISOString()} and can no longer be decided`);
const decided = (record: ApprovalRecord) =>
  new ApiError('conflict', `the adjustment request was already ${record.status} by ${record.decided_by ?? 'another operator'}`);

const decidedMeanwhile = () => new ApiError('conflict', 'the adjustment request was decided by another operator at the same time');

const isExpired = (record: ApprovalRecord, now: number) => record.status === 'pending' && record.approve_by < now;

const approvalView = (record: ApprovalRecord, now: number): ApprovalView => ({
  adjustment_id: record.adjustment_id,
  member_id: record.member_id,
  points: record.points,
  reason: record.reason,
  reference: record.reference,
  status: record.status === 'pending' ? (isExpired(record, now) ? 'expired' : 'pending_approval') : record.status,
  requested_by: record.requested_by,
  date_created: record.date_created,
  expires_at: record.approve_by,
  decided_by: record.decided_by ?? null,
  date_decided: record.date_decided ?? null,
  refusal_reason: record.refusal_reason ?? null,
  ending_redeemable: record.ending_redeemable ?? null,
});

/** Whether an adjustment of `points` by `operator` waits for approval: over the program's threshold, or over support's cap. */
export function needsApproval(client: ClientRecord, operator: Operator, points: number): boolean {
  const { adjustment_approval_threshold: threshold, support_adjustment_limit: supportLimit } = client.settings;
  return (threshold !== null && Math.abs(points) > threshold) || (operator.role === 'support' && Math.abs(points) > supportLimit);
}

/** The member's redeemable points now; input_error when a debit of `points` would take more. */
function redeemableFor(client: ClientRecord, member: MemberRecord, points: number, now: number): number {
  const held = settledMember(client.settings.expiry_policy, member, now).redeemable_points;
  if (points < 0 && -points > held) throw inputError(`points: the member has ${held} redeemable points`);
  return held;
}

/**
 * Records an adjustment for approval instead of applying it: not_found for an unknown member,
 * input_error for a debit over the member's redeemable points (checked again at approval).
 */
export async function requestApproval(client: ClientRecord, memberId: number, input: AdjustmentInput, operator: Operator): Promise<ApprovalView> {
  const member = await getMember(client.clientId, memberId, true);
  if (!member) throw notFound('member does not exist');
  const now = nowSeconds();
  redeemableFor(client, member, input.points, now);
  const record: ApprovalRecord = {
    adjustment_id: randomUUID(),
    client_id: client.clientId,
    member_id: memberId,
    points: input.points,
    reason: input.reason,
    reference: input.reference ?? null,
    status: 'pending',
    requested_by: operator.name,
    requested_by_id: operator.id,
    date_created: now,
    approve_by: now + APPROVAL_WINDOW_SECONDS,
  };
  noteRequestTargets({ adjustment_id: record.adjustment_id, approval: 'requested' });
  return optimisticTransaction(async () => ({ items: [putApprovalItem(record)], result: approvalView(record, now) }), undefined);
}

/** The request, still pending and before its deadline, or why it cannot be decided. */
async function pendingRequest(clientId: string, adjustmentId: string, now: number): Promise<ApprovalRecord> {
  const record = await getApproval(clientId, adjustmentId);
  if (!record) throw requestNotFound();
  if (record.status !== 'pending') throw decided(record);
  if (isExpired(record, now)) throw expired(record);
  return record;
}

/**
 * Approves a pending request: the member's points move (a ledger entry of kind adjustment naming
 * requester and approver, and the adjustment's record) in the transaction that marks it approved.
 * forbidden for its own requester; conflict once decided or expired; input_error for a debit the
 * member's redeemable points no longer cover.
 */
export async function approveAdjustment(clientId: string, adjustmentId: string, operator: Operator, answerRecord: AnswerRecord | undefined) {
  // The program is read beside the request's first read: one round trip for both.
  const program = readClient(clientId);
  return optimisticTransaction(async () => {
    const now = nowSeconds();
    const [client, record] = await Promise.all([program, pendingRequest(clientId, adjustmentId, now)]);
    if (record.requested_by_id === operator.id) {
      throw new ApiError('forbidden', 'you asked for this adjustment, so another manager or owner must approve it');
    }
    const member = await getMember(clientId, record.member_id, true);
    if (!member) throw notFound('the member of the adjustment does not exist');
    const held = redeemableFor(client, member, record.points, now);
    noteRequestTargets({ member_id: String(record.member_id), adjustment_id: adjustmentId });
    noteRequestBefore({ status: 'pending_approval', redeemable_points: held, total_points: member.total_points });
    const movement = pointsMovement(
      member,
      {
        kind: 'adjustment',
        points: record.points,
        name: 'Points adjustment',
        at: now,
        notes: record.reason,
        details: {
          adjustment_id: adjustmentId,
          adjusted_by: record.requested_by,
          approved_by: operator.name,
          ...(record.reference ? { reference: record.reference } : {}),
        },
      },
      client.settings,
    );
    const ending = movement.after.redeemable_points;
    const approved: ApprovalRecord = {
      ...record,
      status: 'approved',
      decided_by: operator.name,
      date_decided: now,
      entry_id: movement.entry.entry_id,
      ending_redeemable: ending,
    };
    return {
      items: [
        ...movement.items,
        putAdjustmentItem({
          adjustment_id: adjustmentId,
          client_id: clientId,
          member_id: record.member_id,
          points: record.points,
          reason: record.reason,
          reference: record.reference,
          adjusted_by: record.requested_by,
          approved_by: operator.name,
          date_created: now,
          entry_id: movement.entry.entry_id,
          ending_redeemable: ending,
        }),
        guarded(
          decideApprovalItem(record, { status: 'approved', entryId: movement.entry.entry_id, endingRedeemable: ending }, operator.name, now),
          decidedMeanwhile,
        ),
      ],
      result: approvalView(approved, now),
    };
  }, answerRecord);
}

/** Refuses a pending request with a reason (its requester may withdraw it so): nothing moves. conflict once decided or expired. */
export async function refuseAdjustment(clientId: string, adjustmentId: string, input: RefuseAdjustmentInput, operator: Operator) {
  return optimisticTransaction(async () => {
    const now = nowSeconds();
    const record = await pendingRequest(clientId, adjustmentId, now);
    noteRequestTargets({ member_id: String(record.member_id), adjustment_id: adjustmentId });
    noteRequestBefore({ status: 'pending_approval' });
    const refused: ApprovalRecord = { ...record, status: 'refused', decided_by: operator.name, date_decided: now, refusal_reason: input.reason };
    return {
      items: [guarded(decideApprovalItem(record, { status: 'refused', reason: input.reason }, operator.name, now), decidedMeanwhile)],
      result: approvalView(refused, now),
    };
  }, undefined);
}

/** A page of the program's requests in a status (pending by default), newest first. */
export async function approvalQueue(clientId: string, query: ApprovalQueueInput): Promise<z.infer<typeof AdjustmentApprovalPageBody>> {
  const now = nowSeconds();
  const place = query.cursor === undefined ? undefined : APPROVAL_CURSOR.exec(query.cursor);
  const after = place ? { approveBy: Number(place[1]), adjustmentId: place[2] as string } : undefined;
  const { records, more } = await approvalsPage(clientId, query.status, now, { limit: query.limit, after });
  const last = records.at(-1);
  return {
    approvals: records.map((record) => approvalView(record, now)),
    next_cursor: more && last ? `${String(last.approve_by).padStart(12, '0')}_${last.adjustment_id}` : null,
  };
}
