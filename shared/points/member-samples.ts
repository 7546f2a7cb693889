import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { inParallel } from '../data/in-parallel.js';
import { rankEntryKey, memberSampleKeys, memberSamplePartition } from './keys.js';
import { LIFETIME_TREE, readNodeShards, sumNodes } from './rank-repository.js';
import { RANK_SHARDS, shardOf } from './rank-tree.js';

/**
 * The member sample line (keys.ts, memberSampleKeys): members of a program by member id, one
 * line per rank shard, on the keys-only index. Member ids are drawn at random when members are
 * made, so which members follow a point of the line has nothing to do with what they are: the
 * first members after a random point are a random sample of the program.
 */

/** Lowest and highest member id the product draws (members/member-writes.ts, mintMemberId). */
export const MEMBER_ID_RANGE = { low: 1_000_000_000, high: 2 ** 47 } as const;

const idOf = (item: Record<string, unknown>): number => Number(item.GSI3SK);

async function lineRead(clientId: string, shard: number, options: { from?: number; below?: number; limit?: number; cursor?: Record<string, unknown> }) {
  const bounds =
    options.from !== undefined
      ? { condition: ' AND GSI3SK >= :from', values: { ':from': memberSampleKeys(clientId, shard, options.from).GSI3SK } }
      : options.below !== undefined
        ? { condition: ' AND GSI3SK < :below', values: { ':below': memberSampleKeys(clientId, shard, options.below).GSI3SK } }
        : { condition: '', values: {} };
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: `GSI3PK = :pk${bounds.condition}`,
      ExpressionAttributeValues: { ':pk': memberSamplePartition(clientId, shard), ...bounds.values },
      ExclusiveStartKey: options.cursor,
      Limit: options.limit,
    }),
  );
  return { memberIds: (page.Items ?? []).map(idOf), next: page.LastEvaluatedKey };
}

/** Every member id on the line (a small program's), each shard read to its end. */
export async function everyMemberId(clientId: string): Promise<number[]> {
  const ids: number[] = [];
  await inParallel(
    Array.from({ length: RANK_SHARDS }, (_unused, shard) => shard),
    RANK_SHARDS,
    async (shard) => {
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await lineRead(clientId, shard, { cursor });
        ids.push(...page.memberIds);
        cursor = page.next;
      } while (cursor);
    },
  );
  return ids;
}

/**
 * About `size` members at random: from `start` on, the next size/RANK_SHARDS members of each
 * shard's line, going round to the line's beginning when it ends first. Each shard is two reads
 * at most, whatever the program's size.
 */
export async function membersFrom(clientId: string, start: number, size: number): Promise<number[]> {
  const perShard = Math.ceil(size / RANK_SHARDS);
  const shards = await Promise.all(
    Array.from({ length: RANK_SHARDS }, async (_unused, shard) => {
      const after = await lineRead(clientId, shard, { from: start, limit: perShard });
      if (after.memberIds.length === perShard) return after.memberIds;
      const before = await lineRead(clientId, shard, { below: start, limit: perShard - after.memberIds.length });
      return [...after.memberIds, ...before.memberIds];
    }),
  );
  return shards.flat();
}

/** The program's members, as the registration counters on the lifetime rank tree's root count them (a small read per shard). */
export async function registeredMembers(clientId: string): Promise<number> {
  const reads = [{ tree: LIFETIME_TREE, nodes: [{ level: 0, prefix: '' }] }];
  return sumNodes(clientId, reads, await readNodeShards(clientId, reads, 0)).registered;
}

/**
 * Puts members whose rank entry was written before the sample line existed on the line (a walk
 * of the rank index finds them): one conditional update each, none for an entry already on it.
 */
export async function putOnSampleLine(clientId: string, memberIds: readonly number[]): Promise<void> {
  await inParallel([...memberIds], 8, async (memberId) => {
    const keys = memberSampleKeys(clientId, shardOf(memberId), memberId);
    await sendConditionalWrite(
      new UpdateCommand({
        TableName: tableName(),
        Key: rankEntryKey(clientId, memberId),
        UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI3PK)',
        ExpressionAttributeValues: { ':pk': keys.GSI3PK, ':sk': keys.GSI3SK },
      }),
    );
  });
}
