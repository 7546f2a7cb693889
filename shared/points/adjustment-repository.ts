import * as z from 'zod';
import { queryPrefix } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { adjustmentKey, adjustmentPrefix } from './keys.js';
import type { TransactItem } from '../data/transactions.js';

/** An operator's adjustment: who changed a member's points, by how much and why. */
const AdjustmentItem = z.object({
  adjustment_id: z.string(),
  client_id: z.string(),
  member_id: z.number(),
  points: z.number(),
  reason: z.string(),
  reference: z.string().nullable(),
  /** The IAM principal of the operator in AWS; "local-admin" on the local server. */
  adjusted_by: z.string(),
  /** Who approved it, when it was large enough to wait for approval (adjustment-approvals.ts). */
  approved_by: z.string().optional(),
  date_created: z.number(),
  /** The ledger entry the adjustment made. */
  entry_id: z.string(),
  ending_redeemable: z.number(),
});
export type AdjustmentRecord = z.infer<typeof AdjustmentItem>;

const decodeAdjustment = itemDecoder('points_adjustment', AdjustmentItem);

export function putAdjustmentItem(record: AdjustmentRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...adjustmentKey(record.client_id, record.member_id, record.date_created, record.adjustment_id), type: 'points_adjustment', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The member's adjustments, newest first, at most `limit`. */
export async function queryAdjustments(clientId: string, memberId: number, limit: number): Promise<AdjustmentRecord[]> {
  const { PK, SKPrefix } = adjustmentPrefix(clientId, memberId);
  return (await queryPrefix(PK, SKPrefix, { newestFirst: true, maxItems: limit })).map(decodeAdjustment);
}
