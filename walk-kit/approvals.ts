/**
 * What the walks of the approval routes share: requests for approval of large adjustments, made
 * through the domain function by an operator who is not the one the walks approve them as (a
 * requester may not approve their own).
 */
import { getApproval } from '../shared/points/approval-repository.js';
import { requestApproval } from '../shared/points/adjustment-approvals.js';
import type { Operator } from '../shared/operators/index.js';
import { readClient } from '../shared/programs/index.js';
import type { AnyRouteContract } from '../shared/http/route-contract.js';
import type { BenchContext, BenchProgram } from './bench.js';
import { earned, type IdempotencyProgram, type IdempotencyWorld, pathOf, pointsOf } from './idempotency.js';
import { ADMIN_HEADERS } from './requests.js';

/** A manager who asks for large adjustments; the walks approve them as the deployment's operator. */
export const REQUESTER: Operator = { id: 'walk-requester', name: 'requester@operators.example.com', role: 'manager' };

/** Points of a request: over the default adjustment_approval_threshold (10,000). */
export const LARGE_ADJUSTMENT = 20_000;

/** A pending request for a large credit of the member, by REQUESTER; its adjustment id. */
export async function pendingAdjustment(clientId: string, memberId: number, points = LARGE_ADJUSTMENT): Promise<string> {
  const answer = await requestApproval(await readClient(clientId), memberId, { points, reason: 'Walk: large goodwill' }, REQUESTER);
  if (answer.status !== 'pending_approval') throw new Error(`the adjustment of ${points} points did not wait for approval`);
  return answer.adjustment_id;
}

/** Pending requests of the bench client, one a member (a case's unmeasured `prepare`). */
export const pendingAdjustments = (p: BenchProgram, ctx: BenchContext, into: string[]) => async (): Promise<void> => {
  for (const member of p.take(ctx.perRoute)) into.push(await pendingAdjustment(p.bench.client.clientId, member.id));
};

/**
 * The approval of a pending credit of LARGE_ADJUSTMENT points, by the deployment's operator: the body
 * names the request in the path, so another body is another request.
 */
export async function approvalWorld(program: IdempotencyProgram, approve: AnyRouteContract): Promise<IdempotencyWorld> {
  const member = await program.api.newMember(program.apiKey);
  const [first, other] = [await pendingAdjustment(program.clientId, member.id), await pendingAdjustment(program.clientId, member.id)];
  return {
    send: (key, body) =>
      program.api.call('POST', pathOf(approve, { client_id: program.clientId, adjustment_id: body.adjustment_id as string }), {
        headers: { ...ADMIN_HEADERS, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      }),
    body: { adjustment_id: first },
    otherBody: { adjustment_id: other },
    state: async () => ({ ...(await pointsOf(program, member.id)), status: (await getApproval(program.clientId, first))?.status ?? null }),
    effect: (state) => ({ ...earned(state, LARGE_ADJUSTMENT), status: 'approved' }),
  };
}
