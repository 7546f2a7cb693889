import fc from 'fast-check';
import {
  countAbove,
  countAll,
  countEqual,
  digitsOf,
  maxValue,
  nodeId,
  treeChanges,
  type NodeCounts,
  type RankPeriod,
} from '../../shared/domain/rank-tree.js';

/** An in-memory tree built only from treeChanges, as the table's node items are. */
function applyAll(period: RankPeriod, moves: Array<[number, number]>): Map<string, NodeCounts> {
  const nodes = new Map<string, NodeCounts>();
  for (const [from, to] of moves) {
    for (const change of treeChanges(period, from, to)) {
      const counts = nodes.get(nodeId(change)) ?? new Map<number, number>();
      for (const [digit, delta] of change.deltas) counts.set(digit, (counts.get(digit) ?? 0) + delta);
      nodes.set(nodeId(change), counts);
    }
  }
  return nodes;
}

describe('rank counter tree', () => {
  it('splits a value into base-256 digits, most significant first', () => {
    expect(digitsOf(0x01020304, 4)).toEqual([1, 2, 3, 4]);
    expect(digitsOf(255, 3)).toEqual([0, 0, 255]);
  });

  it('touches only the leaf when a credit stays inside one leaf', () => {
    const changes = treeChanges('all', 1000, 1010);

    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ level: 3, prefix: '000003' });
    expect([...changes[0]!.deltas]).toEqual([[0xe8, -1], [0xf2, 1]]);
  });

  it('inserts a member leaving zero along the whole path, and nothing for a no-op move', () => {
    expect(treeChanges('week', 0, 42)).toHaveLength(3);
    expect(treeChanges('all', 500, 500)).toEqual([]);
  });

  it('clamps values above the tree range to its top value', () => {
    const nodes = applyAll('week', [[0, maxValue('week') + 1000], [0, maxValue('week')]]);

    expect(countEqual('week', maxValue('week'), nodes)).toBe(2);
  });

  it('counts members above any value exactly as a brute-force count does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.oneof(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 5_000_000 })), { minLength: 1, maxLength: 4 }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 6_000_000 }), { minLength: 1, maxLength: 10 }),
        (creditsPerMember, probes) => {
          const moves: Array<[number, number]> = [];
          const totals = creditsPerMember.map((credits) => {
            let total = 0;
            for (const credit of credits) {
              moves.push([total, total + credit]);
              total += credit;
            }
            return total;
          });
          const nodes = applyAll('all', moves);
          for (const probe of [...probes, ...totals]) {
            expect(countAbove('all', probe, nodes)).toBe(totals.filter((t) => t > probe).length);
          }
          for (const total of totals) expect(countEqual('all', total, nodes)).toBe(totals.filter((t) => t === total).length);
          expect(countAll(nodes)).toBe(totals.filter((t) => t > 0).length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
