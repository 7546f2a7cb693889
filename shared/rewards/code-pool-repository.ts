import * as z from 'zod';
import { batchGet, queryPages } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { availableCodeIndexKey, availableCodesPartition, randomCodeIndexStart, rewardCodeKey } from './keys.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * A code reward's pool: one item per code in the reward's partition. While a code is
 * unassigned it also sits in a sparse GSI1 partition of the reward, sorted by the code's
 * digest; assigning it removes it from there in the redemption transaction.
 */
const CodeItem = z.object({
  code: z.string(),
  reward_id: z.number(),
  batch_num: z.number(),
  status: z.enum(['available', 'assigned']),
  date_created: z.number(),
  member_id: z.number().optional(),
  redeem_order_id: z.number().optional(),
  redeem_order_coupon_id: z.number().optional(),
  date_assigned: z.number().optional(),
});
export type CodeRecord = z.infer<typeof CodeItem>;

const decodeCode = itemDecoder('reward_code', CodeItem);

export function putNewCodeItem(clientId: string, record: CodeRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...rewardCodeKey(clientId, record.reward_id, record.code),
        ...availableCodeIndexKey(clientId, record.reward_id, record.code),
        type: 'reward_code',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Which of `codes` the pool already holds. */
export async function codesInPool(clientId: string, rewardId: number, codes: string[], consistent = false): Promise<string[]> {
  const items = await batchGet(
    codes.map((code) => rewardCodeKey(clientId, rewardId, code)),
    consistent,
  );
  return items.map((item) => decodeCode(item).code);
}

/**
 * Up to `limit` unassigned codes, read from a random point of the pool's index and wrapping
 * around, so concurrent redeemers mostly look at different codes. The index is eventually
 * consistent: a code may already be taken, which its conditional claim detects.
 */
export async function sampleAvailableCodes(clientId: string, rewardId: number, limit: number): Promise<CodeRecord[]> {
  const start = randomCodeIndexStart();
  const query = (condition: string) =>
    queryPages(
      {
        IndexName: 'GSI1',
        KeyConditionExpression: `GSI1PK = :pk AND ${condition}`,
        ExpressionAttributeValues: { ':pk': availableCodesPartition(clientId, rewardId), ':start': start },
        Limit: limit,
      },
      limit,
    );
  const items = await query('GSI1SK >= :start');
  if (items.length < limit) items.push(...(await query('GSI1SK < :start')).slice(0, limit - items.length));
  return items.map(decodeCode);
}

/** Assigns a code to a member's order, only if nobody has taken it meanwhile. */
export function claimCodeItem(
  clientId: string,
  code: CodeRecord,
  claim: { member_id: number; redeem_order_id: number; redeem_order_coupon_id: number; at: number },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: rewardCodeKey(clientId, code.reward_id, code.code),
      UpdateExpression:
        'SET #status = :assigned, member_id = :member, redeem_order_id = :order, redeem_order_coupon_id = :coupon, date_assigned = :at ' +
        'REMOVE GSI1PK, GSI1SK',
      ConditionExpression: '#status = :available',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':assigned': 'assigned',
        ':available': 'available',
        ':member': claim.member_id,
        ':order': claim.redeem_order_id,
        ':coupon': claim.redeem_order_coupon_id,
        ':at': claim.at,
      },
    },
  };
}
