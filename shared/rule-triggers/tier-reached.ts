import { reactionsTo, settled } from './stream-reactions.js';
import { optimisticTransaction } from '../data/transactions.js';
import { sortableNumber } from '../data/keys.js';
import type { OutboxEvent } from '../events/index.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import { currentLevelId, earningWrite, levelsReached } from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import { ruleEarning, ruleReadsByAttempt } from '../rules/index.js';

/**
 * tier_reached rules: what a member earns for reaching a level. Every write that moves a member
 * across a Tiers V2 level records tier.changed in its own transaction, whatever moved the points
 * (a credit, a purchase clearing, an adjustment, an import, another rule), so the rules run on
 * that event as the stream brings it, once per level reached: a jump from Bronze past Silver to
 * Gold reaches both. The credit is its own transaction against the member's version, and it marks
 * the member with the event that reached the level (TIER_REWARDS_FIELD), so the event handed over
 * again finds the mark and credits nothing: exactly once. A credit that itself takes the member
 * across the next level is a tier.changed of its own, run the same way.
 */

/**
 * The member attribute that holds, per level, where in the member's events the last crossing its
 * rules credited stands: its time and event id, as the member's outbox orders its events. A
 * crossing at or before it has been credited, even when a later crossing of the same level moved
 * the mark on (a batch handed over again after a drop and a second climb).
 */
export const TIER_REWARDS_FIELD = 'tier_rewards';

const creditedMarks = (member: MemberRecord): Record<string, string> => {
  const marks = member[TIER_REWARDS_FIELD];
  return marks && typeof marks === 'object' ? (marks as Record<string, string>) : {};
};

/** An event's place in its member's order: the outbox sort key's. */
const placeOf = (event: OutboxEvent): string => `${sortableNumber(event.created_at, 12)}#${event.id}`;

/** The rules of one level reached, credited once for the event that reached it; answers the points credited. */
async function creditLevel(client: ClientRecord, memberId: number, event: OutboxEvent, levelId: string): Promise<number> {
  const { clientId, settings } = client;
  const trigger = { kind: 'tier_reached' as const, tier_id: levelId };
  const nextRuleReads = ruleReadsByAttempt(clientId, memberId, trigger);
  return optimisticTransaction(async () => {
    const [member, reads] = await Promise.all([getMember(clientId, memberId, true), nextRuleReads()]);
    // A member erased since, or this event's reaching already credited: nothing to write.
    const mark = member ? creditedMarks(member)[levelId] : undefined;
    if (!member || (mark !== undefined && mark >= placeOf(event)) || reads.rules.length === 0) return { items: [], result: 0 };
    const rules = ruleEarning(reads, { clientId, timeZone: settings.time_zone }, member, currentLevelId(settings, member, event.created_at), {
      facts: trigger,
      base: 0,
      at: event.created_at,
    });
    if (rules.credits.length === 0) return { items: [], result: 0 };
    const write = earningWrite(
      member,
      {
        rules: rules.credits,
        explanation: rules.explanation,
        details: { trigger: 'tier_reached', tier_id: levelId, trigger_event_id: event.id },
        memberSets: { ...rules.memberSets, [TIER_REWARDS_FIELD]: { ...creditedMarks(member), [levelId]: placeOf(event) } },
      },
      settings,
    );
    if (!write) return { items: [], result: 0 };
    return { items: [...write.items, ...rules.items], result: rules.credits.reduce((sum, credit) => sum + credit.points, 0) };
  }, undefined);
}

/**
 * The tier_reached rules of a stream batch's tier.changed events (stream-reactions.ts), each
 * level reached on its own: a refusal of one does not cost the others their credit.
 */
export async function creditTierReachedRules(events: readonly OutboxEvent[]): Promise<{ levels: number; points: number }> {
  let levels = 0;
  let points = 0;
  for await (const { event, memberId, client, rules } of reactionsTo(events, 'tier.changed', 'tier_reached')) {
    // A migrated member's opening balance reaches its levels elsewhere: no reward here (docs/decisions.md).
    if (event.data.opening_balance === true) continue;
    const wanted = new Set(rules.flatMap((rule) => (rule.body.trigger.kind === 'tier_reached' ? [rule.body.trigger.tier_id] : [])));
    for (const levelId of levelsReached(client.settings.tiers, event.data.from, event.data.to).filter((level) => wanted.has(level))) {
      const credited = await settled(() => creditLevel(client, memberId, event, levelId), 'tier_reached rules not credited', event, { levelId });
      if (credited === undefined) continue;
      points += credited;
      levels++;
    }
  }
  return { levels, points };
}
