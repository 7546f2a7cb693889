import { queryPrefix, withoutKeys } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { adjustmentKey, adjustmentPrefix } from '../data/keys.js';
import type { TransactItem } from '../data/transactions.js';

/** An operator's adjustment: who changed a member's points, by how much and why. */
export interface AdjustmentRecord {
  adjustment_id: string;
  client_id: string;
  member_id: number;
  points: number;
  reason: string;
  reference: string | null;
  /** The IAM principal of the operator in AWS; "local-admin" on the local server. */
  adjusted_by: string;
  date_created: number;
  /** The ledger entry the adjustment made. */
  entry_id: string;
  ending_redeemable: number;
}

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
  return (await queryPrefix(PK, SKPrefix, { newestFirst: true, maxItems: limit })).map((item) => withoutKeys<AdjustmentRecord>(item));
}
