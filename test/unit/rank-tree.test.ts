import fc from 'fast-check';
import {
  countAbove,
  countAll,
  countEqual,
  countNextAbove,
  countNodes,
  digitsOf,
  maxValue,
  nextLeafOf,
  nodeId,
  pathOf,
  treeChanges,
  type NodeCounts,
  type RankPeriod,
} from '../../shared/points/rank-tree.js';

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

  it('tells how many members hold the next higher value from the path nodes alone, or says it cannot', () => {
    let told = 0;
    let untold = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 200_000 })), { minLength: 2, maxLength: 60 }), (totals) => {
        const full = applyAll('all', totals.map((t) => [0, t] as [number, number]));
        for (const value of totals) {
          const next = Math.min(...totals.filter((t) => t > value));
          if (!Number.isFinite(next)) continue;
          // Only what the rank endpoint reads: the value's path and the leaf above it.
          const read = new Map<string, NodeCounts>();
          for (const node of [...pathOf('all', value), nextLeafOf('all', value)!]) {
            const counts = full.get(nodeId(node));
            if (counts) read.set(nodeId(node), counts);
          }
          const count = countNextAbove('all', value, next, read);
          if (count === undefined) untold++;
          else {
            told++;
            expect(count).toBe(totals.filter((t) => t === next).length);
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(told).toBeGreaterThan(untold);
  });

  it('knows how many hold the next value when it sits in the leaf above or alone in its branch', () => {
    const nodes = applyAll('all', [[0, 100], [0, 300], [0, 300], [0, 70_000]]);
    const read = (value: number) => new Map([...pathOf('all', value), nextLeafOf('all', value)!].flatMap((n) => (nodes.has(nodeId(n)) ? [[nodeId(n), nodes.get(nodeId(n))!] as const] : [])));

    expect(countNextAbove('all', 100, 300, read(100))).toBe(2);
    expect(countNextAbove('all', 300, 70_000, read(300))).toBe(1);
    expect(countNextAbove('all', 0, 100, read(0))).toBe(1);
  });

  it('cannot tell a tie two leaves up without reading that leaf', () => {
    const nodes = applyAll('all', [[0, 10], [0, 1_000], [0, 1_000]]);
    const read = new Map([...pathOf('all', 10), nextLeafOf('all', 10)!].flatMap((n) => (nodes.has(nodeId(n)) ? [[nodeId(n), nodes.get(nodeId(n))!] as const] : [])));

    expect(countNextAbove('all', 10, 1_000, read)).toBeUndefined();
  });

  it('counts everyone above 0 from the root alone', () => {
    const nodes = applyAll('week', [[0, 5], [0, 300], [0, 70_000], [0, 0]]);
    const rootOnly = new Map(countNodes('week', 0).map((n) => [nodeId(n), nodes.get(nodeId(n))!] as const));

    expect(countNodes('week', 0)).toEqual([{ level: 0, prefix: '' }]);
    expect(countAbove('week', 0, rootOnly)).toBe(3);
    expect(countNodes('week', 300)).toHaveLength(3);
  });
});
