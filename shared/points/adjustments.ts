import { randomUUID } from 'node:crypto';
import { noteRequestBefore, noteRequestTargets } from '../data/request-record.js';
import type * as z from 'zod';
import { getMember } from '../member-store/index.js';
import { optimisticTransaction } from '../data/transactions.js';
import { ApiError, inputError, notFound } from '../errors.js';
import type { Operator } from '../operators/index.js';
import { nowSeconds } from '../support/clock.js';
import { putAdjustmentItem, queryAdjustments, type AdjustmentRecord } from './adjustment-repository.js';
import { pointsMovement } from './ledger.js';
import { settledMember } from './expiry-rules.js';
import type { ClientRecord } from '../programs/index.js';
import type { PointsAdjustmentBody } from './points-responses.js';
import type { AdjustmentInput } from './points-requests.js';
import type { AdjustmentApprovalBody } from './approval-responses.js';
import { needsApproval, requestApproval } from './adjustment-approvals.js';

/**
 * Audited adjustments (operator API): the explicit way to give or take points outside activities,
 * purchases and redemptions. Each is a ledger entry of kind adjustment plus a record of who made
 * it and why, written in one transaction with the balance change.
 */

/** The newest this many adjustments of a member are listed. */
export const MAX_LISTED_ADJUSTMENTS = 100;

const memberNotFound = () => notFound('member does not exist');

const adjustmentView = (record: AdjustmentRecord): z.infer<typeof PointsAdjustmentBody> => ({
  adjustment_id: record.adjustment_id,
  member_id: record.member_id,
  points: record.points,
  reason: record.reason,
  reference: record.reference,
  adjusted_by: record.adjusted_by,
  date_created: record.date_created,
  ending_redeemable: record.ending_redeemable,
  status: 'applied',
  approved_by: record.approved_by ?? null,
});

/**
 * The support role moves at most the program's support_adjustment_limit points in one change (a
 * receipt's approval; an adjustment over it waits for a manager's approval instead); managers and
 * owners have no cap.
 */
export function holdToSupportLimit(client: ClientRecord, operator: Operator, points: number): void {
  const limit = client.settings.support_adjustment_limit;
  if (operator.role === 'support' && Math.abs(points) > limit) {
    throw new ApiError('forbidden', `points: the support role moves at most ${limit} points at a time; a manager may move more`);
  }
}

/**
 * Gives (points > 0) or takes (points < 0) points: a positive adjustment counts toward
 * total_points as an earning; a negative one lowers redeemable points only and is refused with
 * input_error when the member has fewer redeemable points. One over the program's approval
 * threshold, or over a support operator's cap, is not applied: it waits for a second operator's
 * approval (adjustment-approvals.ts) and answers as a request for it.
 */
export async function adjustPoints(
  client: ClientRecord,
  memberId: number,
  input: AdjustmentInput,
  operator: Operator,
): Promise<z.infer<typeof PointsAdjustmentBody> | z.infer<typeof AdjustmentApprovalBody>> {
  if (needsApproval(client, operator, input.points)) return requestApproval(client, memberId, input, operator);
  const clientId = client.clientId;
  const adjustedBy = operator.name;
  const record = await optimisticTransaction(async () => {
    const member = await getMember(clientId, memberId, true);
    if (!member) throw memberNotFound();
    const now = nowSeconds();
    const held = settledMember(client.settings.expiry_policy, member, now).redeemable_points;
    if (input.points < 0 && -input.points > held) {
      throw inputError(`points: the member has ${held} redeemable points`);
    }
    const adjustmentId = randomUUID();
    noteRequestTargets({ adjustment_id: adjustmentId });
    noteRequestBefore({ redeemable_points: held, total_points: member.total_points });
    const movement = pointsMovement(
      member,
      {
        kind: 'adjustment',
        points: input.points,
        name: 'Points adjustment',
        at: now,
        notes: input.reason,
        details: { adjustment_id: adjustmentId, adjusted_by: adjustedBy, ...(input.reference ? { reference: input.reference } : {}) },
      },
      client.settings,
    );
    const adjustment: AdjustmentRecord = {
      adjustment_id: adjustmentId,
      client_id: clientId,
      member_id: memberId,
      points: input.points,
      reason: input.reason,
      reference: input.reference ?? null,
      adjusted_by: adjustedBy,
      date_created: now,
      entry_id: movement.entry.entry_id,
      ending_redeemable: movement.after.redeemable_points,
    };
    return { items: [...movement.items, putAdjustmentItem(adjustment)], result: adjustment };
  }, undefined);
  return adjustmentView(record);
}

/** The member's adjustments, newest first (at most MAX_LISTED_ADJUSTMENTS); not_found for an unknown member. */
export async function listAdjustments(clientId: string, memberId: number) {
  const [member, records] = await Promise.all([getMember(clientId, memberId), queryAdjustments(clientId, memberId, MAX_LISTED_ADJUSTMENTS)]);
  if (!member) throw memberNotFound();
  return records.map(adjustmentView);
}
