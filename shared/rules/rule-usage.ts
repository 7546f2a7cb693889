import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { ruleUsageKey } from './keys.js';

/**
 * What a member has used of the rules' per-member limits: one small item per member for every
 * rule, each rule's count and points in the period it last counted in. A period that has passed
 * reads as nothing used. Written whole, conditioned on the version read, so two credits of one
 * member cannot both spend the last of a limit.
 */

const UsageItem = z.object({
  version: z.number().int(),
  rules: z.record(z.string(), z.object({ period: z.string(), count: z.number(), points: z.number() })),
});
export type RuleUsageRecord = z.infer<typeof UsageItem>;
const decodeUsage = itemDecoder('rule_usage', UsageItem);

export const NO_USAGE: RuleUsageRecord = { version: 0, rules: {} };

export async function readRuleUsage(clientId: string, memberId: number): Promise<RuleUsageRecord> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: ruleUsageKey(clientId, memberId), ConsistentRead: true }));
  return Item ? decodeUsage(Item) : NO_USAGE;
}

/** A rule's use in `period`: nothing when its last use was in another period. */
export function usedIn(usage: RuleUsageRecord, ruleId: string, period: string): { count: number; points: number } {
  const used = usage.rules[ruleId];
  return used && used.period === period ? { count: used.count, points: used.points } : { count: 0, points: 0 };
}

/**
 * The usage after credits: each credited rule's count and points added in its period. Rules not
 * in `keep` (no longer active with a limit) are dropped, so the item stays small.
 */
export function usageAfter(
  usage: RuleUsageRecord,
  credits: ReadonlyArray<{ ruleId: string; period: string; points: number }>,
  keep: ReadonlySet<string>,
): RuleUsageRecord {
  const rules: RuleUsageRecord['rules'] = {};
  for (const [ruleId, used] of Object.entries(usage.rules)) if (keep.has(ruleId)) rules[ruleId] = used;
  for (const { ruleId, period, points } of credits) {
    const before = usedIn(usage, ruleId, period);
    rules[ruleId] = { period, count: before.count + 1, points: before.points + points };
  }
  return { version: usage.version + 1, rules };
}

export const putRuleUsageItem = (clientId: string, memberId: number, before: RuleUsageRecord, after: RuleUsageRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...ruleUsageKey(clientId, memberId), type: 'rule_usage', ...after },
    ConditionExpression: before.version === 0 ? 'attribute_not_exists(PK)' : 'version = :read',
    ...(before.version === 0 ? {} : { ExpressionAttributeValues: { ':read': before.version } }),
  },
});
