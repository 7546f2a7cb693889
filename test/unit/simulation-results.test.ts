import { simulationResult } from '../../shared/simulations/simulation-results.js';
import { addMember, emptyTally, mergeTallies, TOP_MEMBERS, type MemberOutcome } from '../../shared/simulations/simulation-tally.js';

const DAY = 86_400;
const start = Date.UTC(2026, 9, 1) / 1000;

const outcome = (userId: number, actual: number, simulated: number, tierId: string | null = null): MemberOutcome => ({
  user_id: userId,
  tier_id: tierId,
  segment_ids: userId % 2 === 0 ? ['7'] : [],
  points: [actual, simulated],
  by_day: { '2026-10-02': [actual, simulated] },
  triggers: { purchases: 1, activity_credits: 0, events: 0 },
  rules: { 'draft-1': { fired: 1, points: simulated, skips: { 'a condition did not hold': 2 }, by_day: { '2026-10-02': simulated } } },
});

describe("a simulation's tally and result", () => {
  it('adds members up the same whichever way the shards split them', () => {
    const members = Array.from({ length: 30 }, (_unused, n) => outcome(n + 1, n, n * 2, n % 3 === 0 ? 'gold' : null));
    const one = members.reduce(addMember, emptyTally());
    const split = mergeTallies(members.slice(0, 11).reduce(addMember, emptyTally()), members.slice(11).reduce(addMember, emptyTally()));

    expect(split).toEqual(one);
    expect(one.members).toBe(30);
    expect(one.affected).toBe(29);
    expect(one.top).toHaveLength(TOP_MEMBERS);
    expect(one.top[0]).toEqual({ user_id: 30, points: [29, 58] });
  });

  it('lists every day of the period, levels with none as null, segments in use by name, and when a budget runs out', () => {
    const tally = [outcome(1, 10, 30), outcome(2, 5, 5, 'gold')].reduce(addMember, emptyTally());

    const result = simulationResult(tally, {
      since: start,
      until: start + 3 * DAY - 1,
      rules: [{ rule_id: 'draft-1', name: 'Draft', source: 'draft', budget: 20 }],
      segmentNames: new Map([['7', 'Evens']]),
    });

    expect(result.by_day).toEqual([
      { day: '2026-10-01', actual: 0, simulated: 0 },
      { day: '2026-10-02', actual: 15, simulated: 35 },
      { day: '2026-10-03', actual: 0, simulated: 0 },
    ]);
    expect(result.by_tier).toEqual([
      { tier_id: 'gold', members: 1, actual: 5, simulated: 5 },
      { tier_id: null, members: 1, actual: 10, simulated: 30 },
    ]);
    expect(result.by_segment).toEqual([{ segment_id: '7', name: 'Evens', members: 1, actual: 5, simulated: 5 }]);
    expect(result.budgets).toEqual([{ rule_id: 'draft-1', name: 'Draft', points_total: 20, simulated_points: 35, runs_out_on: '2026-10-02' }]);
    expect(result.rules).toEqual([{ rule_id: 'draft-1', name: 'Draft', source: 'draft', fired: 2, points: 35, skip_reasons: [{ reason: 'a condition did not hold', count: 4 }] }]);
    expect(result).toMatchObject({ actual_points: 15, simulated_points: 35, difference: 20, liability_change: 20, members_affected: 1 });
  });
});
