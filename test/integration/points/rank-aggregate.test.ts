import fc from 'fast-check';
import type { TransactItem } from '../../../shared/data/transactions.js';
import { aggregatedRankItems, type RankMove } from '../../../shared/points/ranks.js';
import { LIFETIME_TREE, nodeChangeItems, registrationItem } from '../../../shared/points/rank-repository.js';
import { RANK_SHARDS, treeChanges } from '../../../shared/points/rank-tree.js';

/** What a list of updates adds, per item key and attribute: the table's state once they all commit. */
function sums(items: TransactItem[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of items) {
    const update = item.Update;
    if (!update) throw new Error('only updates are expected');
    const key = JSON.stringify(update.Key);
    const adds = /^ADD (.*?)( SET |$)/.exec(update.UpdateExpression ?? '')?.[1] ?? '';
    for (const add of adds.split(', ')) {
      const [name, value] = add.split(' ') as [string, string];
      const attribute = update.ExpressionAttributeNames?.[name] ?? name;
      const delta = update.ExpressionAttributeValues?.[value] as number;
      totals.set(`${key} ${attribute}`, (totals.get(`${key} ${attribute}`) ?? 0) + delta);
    }
  }
  for (const [key, value] of totals) if (value === 0) totals.delete(key);
  return totals;
}

/** The same moves written one member at a time, as the member routes write them. */
function oneByOne(clientId: string, moves: RankMove[]): TransactItem[] {
  return moves.flatMap((move) => [
    ...(move.registered ? [registrationItem(clientId, move.shard)] : []),
    ...move.trees.flatMap(({ tree, period, expiresAt, from, to }) => nodeChangeItems(clientId, tree, move.shard, treeChanges(period, from, to), expiresAt)),
  ]);
}

const Move: fc.Arbitrary<RankMove> = fc.record({
  shard: fc.integer({ min: 0, max: RANK_SHARDS - 1 }),
  registered: fc.boolean(),
  trees: fc.tuple(fc.integer({ min: 0, max: 70_000 }), fc.integer({ min: 0, max: 70_000 })).map(([from, to]) => [
    { tree: LIFETIME_TREE, period: 'all' as const, from, to },
    { tree: 'M2026-11', period: 'month' as const, expiresAt: 1_800_000_000, from: Math.min(from, to), to: Math.max(from, to) },
  ]),
});

describe('rank counts aggregated per chunk', () => {
  it('add up to what the members written one by one add, with each node and registration counter updated once', () => {
    fc.assert(
      fc.property(fc.array(Move, { minLength: 1, maxLength: 60 }), (moves) => {
        const aggregated = aggregatedRankItems('c1', moves);

        expect(sums(aggregated)).toEqual(sums(oneByOne('c1', moves)));
        const keys = aggregated.map((item) => JSON.stringify(item.Update?.Key));
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same items in the same order for the same moves, so a retried chunk writes the batches it wrote before', () => {
    const moves: RankMove[] = [
      { shard: 2, registered: true, trees: [{ tree: LIFETIME_TREE, period: 'all', from: 0, to: 900 }] },
      { shard: 0, registered: true, trees: [] },
      { shard: 2, registered: false, trees: [{ tree: LIFETIME_TREE, period: 'all', from: 40, to: 70_000 }] },
    ];

    expect(aggregatedRankItems('c1', moves)).toEqual(aggregatedRankItems('c1', moves));
    expect(sums(aggregatedRankItems('c1', moves))).toEqual(sums(oneByOne('c1', moves)));
  });
});
