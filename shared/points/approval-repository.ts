import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryRangePage } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { join, sortableNumber } from '../data/keys.js';
import type { TransactItem } from '../data/transactions.js';
import { approvalKey, approvalQueueIndexKeys, approvalQueuePartition } from './keys.js';

/**
 * Requests for approval of large adjustments: one item per request in a partition of its own
 * (approve and refuse address it by id alone), indexed in GSI2 under the program and its stored
 * status, sorted by deadline, so the queue is one range query: the pending partition above now
 * is what waits, below it what expired. A decision moves the item to its status's partition in
 * the write that decides it. Requests are made by operators, a handful a day, so one partition
 * per program and status is never hot. A pending item carries a TTL (expires_at) a retention
 * period after its deadline; a decided one keeps none, as the record of who approved what.
 */

export const STORED_APPROVAL_STATUSES = ['pending', 'approved', 'refused'] as const;
export type StoredApprovalStatus = (typeof STORED_APPROVAL_STATUSES)[number];

const ApprovalItem = z.object({
  adjustment_id: z.string(),
  client_id: z.string(),
  member_id: z.number(),
  points: z.number(),
  reason: z.string(),
  reference: z.string().nullable(),
  status: z.enum(STORED_APPROVAL_STATUSES),
  /** Who asked (the name audit entries show) and their stable operator id, which may not approve it. */
  requested_by: z.string(),
  requested_by_id: z.string(),
  date_created: z.number(),
  /** The last second the request may be approved. */
  approve_by: z.number(),
  decided_by: z.string().optional(),
  date_decided: z.number().optional(),
  refusal_reason: z.string().optional(),
  /** The ledger entry the approval made, and the member's redeemable points after it. */
  entry_id: z.string().optional(),
  ending_redeemable: z.number().optional(),
});
export type ApprovalRecord = z.infer<typeof ApprovalItem>;

const decodeApproval = itemDecoder('adjustment_approval', ApprovalItem);

/** How long an expired request stays listed (as expired) before TTL removes it. */
export const EXPIRED_RETENTION_SECONDS = 30 * 86_400;

/** A new request for approval; its id is new, so it is put only if absent. */
export function putApprovalItem(record: ApprovalRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...approvalKey(record.client_id, record.adjustment_id),
        ...approvalQueueIndexKeys(record.client_id, record.status, record.approve_by, record.adjustment_id),
        type: 'adjustment_approval',
        ...record,
        expires_at: record.approve_by + EXPIRED_RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getApproval(clientId: string, adjustmentId: string): Promise<ApprovalRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: approvalKey(clientId, adjustmentId), ConsistentRead: true }));
  return Item ? decodeApproval(Item) : undefined;
}

/** What decided a request: an approval that applied it (its ledger entry), or a refusal with a reason. */
export type ApprovalDecision = { status: 'approved'; entryId: string; endingRedeemable: number } | { status: 'refused'; reason: string };

/**
 * The decision of a request, conditional on it still pending and (for an approval) before its
 * deadline at `at`, so a request is decided once and never after it expired. The item moves to
 * its new status's queue and drops its TTL.
 */
export function decideApprovalItem(record: ApprovalRecord, decision: ApprovalDecision, decidedBy: string, at: number): TransactItem {
  const fields: Record<string, unknown> =
    decision.status === 'approved' ? { entry_id: decision.entryId, ending_redeemable: decision.endingRedeemable } : { refusal_reason: decision.reason };
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: tableName(),
      Key: approvalKey(record.client_id, record.adjustment_id),
      UpdateExpression: `SET #status = :status, decided_by = :by, date_decided = :at, GSI2PK = :pk, ${names.map((name) => `${name} = :${name}`).join(', ')} REMOVE expires_at`,
      ConditionExpression: decision.status === 'approved' ? '#status = :pending AND approve_by >= :at' : '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': decision.status,
        ':by': decidedBy,
        ':at': at,
        ':pk': approvalQueuePartition(record.client_id, decision.status),
        ':pending': 'pending',
        ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
      },
    },
  };
}

/** The GSI2 sort keys of a stored status's partition a listing reads: pending splits at `now` into waiting and expired. */
function rangeOf(status: 'pending' | 'expired' | 'approved' | 'refused', now: number): { stored: StoredApprovalStatus; from: string; to: string } {
  // A sort key is `<approve_by>#<id>`: a request may be approved up to its deadline's second, and has expired after it.
  if (status === 'pending') return { stored: 'pending', from: join(sortableNumber(now, 12), ''), to: '~' };
  if (status === 'expired') return { stored: 'pending', from: '0', to: join(sortableNumber(now - 1, 12), '~') };
  return { stored: status, from: '0', to: '~' };
}

/** A page of the program's requests in a listed status, newest first, after the request whose cursor keys are `after`. */
export async function approvalsPage(
  clientId: string,
  status: 'pending' | 'expired' | 'approved' | 'refused',
  now: number,
  options: { limit: number; after?: { adjustmentId: string; approveBy: number } },
): Promise<{ records: ApprovalRecord[]; more: boolean }> {
  const { stored, from, to } = rangeOf(status, now);
  const after = options.after && {
    ...approvalKey(clientId, options.after.adjustmentId),
    ...approvalQueueIndexKeys(clientId, stored, options.after.approveBy, options.after.adjustmentId),
  };
  const { items, last } = await queryRangePage(
    { index: 'GSI2', partition: approvalQueuePartition(clientId, stored), from, to },
    { limit: options.limit, after },
  );
  return { records: items.map(decodeApproval), more: last !== undefined };
}
