import { eventTriggersBetween } from '../custom-events/index.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import {
  activityTriggersOf,
  currentLevelId,
  earnedLevelAt,
  type LedgerEntry,
  ledgerBetween,
  levelById,
  lifetimePointsBefore,
  triggerEntry,
  writtenAt,
} from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import { purchaseTriggersBetween } from '../purchases/index.js';
import { type ActiveRule, evaluateRules, type MemberSeen, memberFactsOf, periodId, type RecordedTrigger } from '../rules/index.js';
import { membershipsOf } from '../segments/index.js';
import { nowSeconds } from '../support/clock.js';
import { isoDay } from '../support/periods.js';
import type { MemberOutcome, Pair, RuleFigures } from './simulation-tally.js';

/**
 * One member's history of the period replayed through the evaluator every live trigger calls:
 * its recorded purchases, activity credits and custom events, in the order they were recorded,
 * each decided with the member's lifetime points and level when it was recorded (from its
 * ledger) and its per-member limits as the simulated credits use them. Reads only; writes nothing.
 */

export interface ReplayRun {
  client: ClientRecord;
  since: number;
  until: number;
  rules: readonly ActiveRule[];
  /** The program's segments in use: a member's groups in the answer, and what rule audiences read. */
  segmentsInUse: ReadonlySet<string>;
}

/** A rule's limits' use: count and points per period id. */
type Usage = Map<string, Map<string, { count: number; points: number }>>;

const zoneOf = (rule: ActiveRule, run: ReplayRun) => rule.body.schedule?.time_zone ?? run.client.settings.time_zone;

/** What the rules read of the member, as the trigger's first entry's explanation kept it (absent before it was kept). */
function seenOn(entry: LedgerEntry | undefined): MemberSeen | undefined {
  const member = (entry?.explanation as { member?: MemberSeen } | undefined)?.member;
  return member && typeof member.lifetime_points === 'number' ? member : undefined;
}

/** The member's level when a trigger was recorded: an override as it is now, else the level its earnings had reached (Tiers V2), else the V1 level it names now. */
function levelAt(client: ClientRecord, member: MemberRecord, entries: LedgerEntry[], at: number): string | null {
  const tiers = client.settings.tiers;
  if (tiers?.version !== 2) return currentLevelId(client.settings, member, at);
  return levelById(tiers, member.tier_override)?.id ?? earnedLevelAt(client.settings, member, entries, at);
}

/**
 * The rules' actual credits the replay does not make again, in the order they were written: those
 * of triggers outside the period (before it, or backdated into a time before it) and of triggers it
 * does not replay. A per-member limit counts them when the replay passes their writing, as the live
 * path did; the credits of replayed triggers are the replay's own to count.
 */
function creditsKept(run: ReplayRun, entries: readonly LedgerEntry[], replayedFirsts: ReadonlySet<string>): LedgerEntry[] {
  const limited = new Set(run.rules.filter((rule) => rule.body.limits?.per_member).map((rule) => rule.rule_id));
  return entries
    .filter((entry) => {
      if (entry.kind !== 'rule' || typeof entry.rule_id !== 'string' || !limited.has(entry.rule_id)) return false;
      const trigger = typeof entry.trigger_entry_id === 'string' ? entry.trigger_entry_id : entry.entry_id;
      return !replayedFirsts.has(trigger) && writtenAt(entry) <= run.until;
    })
    .sort((a, b) => writtenAt(a) - writtenAt(b));
}

function count(usage: Usage, ruleId: string, period: string, points: number): void {
  const periods = usage.get(ruleId) ?? new Map();
  const used = periods.get(period) ?? { count: 0, points: 0 };
  periods.set(period, { count: used.count + 1, points: used.points + points });
  usage.set(ruleId, periods);
}

const ruleFigures = (figures: Record<string, RuleFigures>, ruleId: string): RuleFigures => {
  figures[ruleId] ??= { fired: 0, points: 0, skips: {}, by_day: {} };
  return figures[ruleId];
};

/** The member's replay; undefined for a member gone since. */
export async function replayMember(run: ReplayRun, memberId: number): Promise<MemberOutcome | undefined> {
  const { client, since, until } = run;
  const clientId = client.clientId;
  // The whole ledger up to the period's end: levels and lifetime points before the period come from it.
  const [member, entries, purchases, events, memberships] = await Promise.all([
    getMember(clientId, memberId),
    ledgerBetween(clientId, memberId, 0, until),
    purchaseTriggersBetween(client, memberId, since, until),
    eventTriggersBetween(clientId, memberId, since, until),
    membershipsOf(clientId, memberId),
  ]);
  if (!member) return undefined;
  const activities = activityTriggersOf(entries, since, until);
  const triggers: RecordedTrigger[] = [...purchases, ...activities, ...events].sort((a, b) => a.recordedAt - b.recordedAt || a.at - b.at);
  const segmentIds = new Set(memberships.map((membership) => membership.segment_id).filter((segmentId) => run.segmentsInUse.has(segmentId)));
  const firsts = new Map(triggers.map((trigger) => [trigger, triggerEntry(entries, trigger)] as const));
  const kept = creditsKept(run, entries, new Set([...firsts.values()].flatMap((entry) => (entry ? [entry.entry_id] : []))));
  const usage: Usage = new Map();
  let keptCounted = 0;
  const rulesById = new Map(run.rules.map((rule) => [rule.rule_id, rule]));
  const rules: Record<string, RuleFigures> = {};
  const byDay: Record<string, Pair> = {};
  let points: Pair = [0, 0];
  for (const trigger of triggers) {
    const recorded = trigger.recordedAt;
    for (; keptCounted < kept.length && writtenAt(kept[keptCounted] as LedgerEntry) < recorded; keptCounted++) {
      const entry = kept[keptCounted] as LedgerEntry;
      const rule = rulesById.get(entry.rule_id as string);
      const limit = rule?.body.limits?.per_member;
      if (rule && limit) count(usage, rule.rule_id, periodId(limit.period, writtenAt(entry), zoneOf(rule, run)), entry.num_points);
    }
    // What the live write read of the member, when its record kept it; else as the ledger tells it.
    const seen = trigger.seen ?? seenOn(firsts.get(trigger));
    const lifetime = seen?.lifetime_points ?? lifetimePointsBefore(entries, trigger, member.total_points);
    const level = seen ? seen.tier_id : levelAt(client, member, entries, recorded);
    const facts = memberFactsOf({ ...member, total_points: lifetime }, level, segmentIds);
    const limitUse = Object.fromEntries(
      run.rules.flatMap((rule) => {
        const limit = rule.body.limits?.per_member;
        if (!limit) return [];
        const used = usage.get(rule.rule_id)?.get(periodId(limit.period, recorded, zoneOf(rule, run)));
        return [[rule.rule_id, { memberCount: used?.count ?? 0, memberPoints: used?.points ?? 0 }]];
      }),
    );
    const evaluation = evaluateRules({
      rules: run.rules,
      trigger: trigger.facts,
      member: facts,
      base: trigger.base,
      at: trigger.at,
      timeZone: client.settings.time_zone,
      usage: limitUse,
    });
    const day = isoDay(recorded);
    let simulated = 0;
    for (const credit of evaluation.credits) {
      simulated += credit.points;
      const figures = ruleFigures(rules, credit.rule_id);
      figures.fired += 1;
      figures.points += credit.points;
      figures.by_day[day] = (figures.by_day[day] ?? 0) + credit.points;
      const rule = rulesById.get(credit.rule_id);
      const limit = rule?.body.limits?.per_member;
      if (rule && limit) count(usage, rule.rule_id, periodId(limit.period, recorded, zoneOf(rule, run)), credit.points);
    }
    for (const skip of evaluation.skipped) {
      if (skip.reason === 'wrong_trigger') continue;
      const figures = ruleFigures(rules, skip.rule_id);
      figures.skips[skip.reason] = (figures.skips[skip.reason] ?? 0) + 1;
    }
    const pair: Pair = [trigger.actualRulePoints, simulated];
    byDay[day] = [(byDay[day]?.[0] ?? 0) + pair[0], (byDay[day]?.[1] ?? 0) + pair[1]];
    points = [points[0] + pair[0], points[1] + pair[1]];
  }
  return {
    user_id: member.id,
    tier_id: currentLevelId(client.settings, member, nowSeconds()),
    segment_ids: [...segmentIds],
    points,
    by_day: byDay,
    triggers: { purchases: purchases.length, activity_credits: activities.length, events: events.length },
    rules,
  };
}
