import { USAGE_KEPT_SECONDS, usageAfter, usageOfMember, usedIn } from '../../shared/rules/rule-usage.js';

/** A member's use of the per-member limits: counted per period, kept past a stale cache's bound. */

const NOW = 1_790_000_000;

describe('rule usage', () => {
  it('adds a credit to the count and points of its period, and starts again in a new period', () => {
    const usage = { '3': { period: '2026-11-28', count: 2, points: 40, at: NOW - 60 } };

    const sameDay = usageAfter(usage, [{ ruleId: '3', period: '2026-11-28', points: 10 }], new Set(['3']), NOW);
    const nextDay = usageAfter(usage, [{ ruleId: '3', period: '2026-11-29', points: 10 }], new Set(['3']), NOW);

    expect(usedIn(sameDay, '3', '2026-11-28')).toEqual({ count: 3, points: 50 });
    expect(usedIn(nextDay, '3', '2026-11-29')).toEqual({ count: 1, points: 10 });
    expect(usedIn(nextDay, '3', '2026-11-28')).toEqual({ count: 0, points: 0 });
  });

  it("keeps a rule's recent use though this container does not know the rule yet, and drops it once old", () => {
    const usage = { '7': { period: 'lifetime', count: 1, points: 500, at: NOW - 10 }, '8': { period: 'lifetime', count: 1, points: 5, at: NOW - USAGE_KEPT_SECONDS - 1 } };

    const after = usageAfter(usage, [{ ruleId: '3', period: '2026-11-28', points: 10 }], new Set(['3']), NOW);

    expect(Object.keys(after).sort()).toEqual(['3', '7']);
  });

  it('reads a member without a map, or with a malformed one, as having used nothing', () => {
    expect(usageOfMember({})).toEqual({});
    expect(usageOfMember({ rule_usage: 'broken' })).toEqual({});
  });
});
