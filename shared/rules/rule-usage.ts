import * as z from 'zod';

/**
 * What a member has used of the rules' per-member limits: a small map on the member item, each
 * rule's count and points in the period it last counted in. A period that has passed reads as
 * nothing used. It changes only in the member's own version-checked update (the trigger's ledger
 * write), so two credits of one member cannot both spend the last of a limit, and reading it
 * costs nothing beyond the member read every trigger makes anyway. Pure.
 */

const UsageMap = z.record(z.string(), z.object({ period: z.string(), count: z.number(), points: z.number(), at: z.number().optional() }));
export type RuleUsageMap = z.infer<typeof UsageMap>;

/** The member attribute the map lives in. */
export const RULE_USAGE_FIELD = 'rule_usage';

/** The member's map as stored (a member who never counted toward a limit has none). */
export function usageOfMember(member: Record<string, unknown>): RuleUsageMap {
  const parsed = UsageMap.safeParse(member[RULE_USAGE_FIELD] ?? {});
  return parsed.success ? parsed.data : {};
}

/** A rule's use in `period`: nothing when its last use was in another period. */
export function usedIn(usage: RuleUsageMap, ruleId: string, period: string): { count: number; points: number } {
  const used = usage[ruleId];
  return used && used.period === period ? { count: used.count, points: used.points } : { count: 0, points: 0 };
}

/**
 * How long an entry of a rule no longer active with a limit is kept: far past the per-container
 * rules cache's bound, so a container that has not yet seen a rule activated never drops the
 * use another container just counted for it.
 */
export const USAGE_KEPT_SECONDS = 86_400;

/**
 * The map after credits: each credited rule's count and points added in its period, stamped with
 * when. An entry of a rule not in `keep` (no longer active with a limit, of any trigger) is dropped
 * once it is USAGE_KEPT_SECONDS old, so the map stays small.
 */
export function usageAfter(
  usage: RuleUsageMap,
  credits: ReadonlyArray<{ ruleId: string; period: string; points: number }>,
  keep: ReadonlySet<string>,
  now: number,
): RuleUsageMap {
  const after: RuleUsageMap = {};
  for (const [ruleId, used] of Object.entries(usage)) if (keep.has(ruleId) || (used.at ?? 0) > now - USAGE_KEPT_SECONDS) after[ruleId] = used;
  for (const { ruleId, period, points } of credits) {
    const before = usedIn(usage, ruleId, period);
    after[ruleId] = { period, count: before.count + 1, points: before.points + points, at: now };
  }
  return after;
}
