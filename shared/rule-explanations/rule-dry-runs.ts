import { checkedAttributes } from '../custom-events/index.js';
import { eventTypeForEvents } from '../event-types/index.js';
import { inputError, notFound } from '../errors.js';
import { getMember } from '../member-store/index.js';
import { creditableActivity, currentLevelId } from '../points/index.js';
import { type ClientRecord, readClient } from '../programs/index.js';
import { purchasePoints } from '../purchases/index.js';
import {
  type ActiveRule,
  listLiveRules,
  readRuleEarningFor,
  type RuleEvaluateInput,
  ruleEarning,
  type TriggerFacts,
  type TriggerInput,
} from '../rules/index.js';
import { nowSeconds } from '../support/clock.js';
import { explanationAnswer, type KeptExplanation, type RuleExplanationAnswer } from './explanation-views.js';

/**
 * A dry run of the rules (POST .../rules/evaluate): what a trigger would earn a member now (or at
 * a given instant) with the active rules, with draft bodies beside them or instead of them. The
 * same evaluator and the same reads (the member's limits, the budgets left) as a live trigger;
 * nothing is written.
 */

/** A trigger as the evaluator reads it, and its base earning: an activity's points, a purchase's rate, none for the others. */
async function triggerOf(client: ClientRecord, trigger: TriggerInput): Promise<{ facts: TriggerFacts; base: number }> {
  switch (trigger.kind) {
    case 'event': {
      const type = await eventTypeForEvents(client.clientId, trigger.event_type);
      if (!type || type.status === 'archived') throw inputError(`trigger.event_type: the program has no active event type named ${trigger.event_type}`);
      let attributes: Record<string, unknown>;
      try {
        attributes = checkedAttributes(type, trigger.attributes);
      } catch (error) {
        throw inputError(`trigger.${(error as Error).message}`);
      }
      return { facts: { kind: 'event', event: { type: type.name, attributes } }, base: 0 };
    }
    case 'purchase': {
      const items = trigger.items.map((item) => ({
        sku: item.sku,
        category: item.category ?? '',
        quantity: item.quantity,
        amount: item.quantity * (item.price ?? 0),
      }));
      const facts: TriggerFacts = { kind: 'purchase', purchase: { total: trigger.total, items, channel: trigger.channel, store_id: trigger.store_id } };
      return { facts, base: purchasePoints(trigger.total, client.settings.points_per_currency_unit) };
    }
    case 'activity': {
      let activity: Awaited<ReturnType<typeof creditableActivity>>;
      try {
        activity = await creditableActivity(client.clientId, trigger.activity_id);
      } catch (error) {
        throw inputError(`trigger.activity_id: ${(error as Error).message}`);
      }
      return { facts: { kind: 'activity', activity_id: String(activity.id) }, base: activity.num_points };
    }
    case 'tier_reached':
      return { facts: { kind: 'tier_reached', tier_id: trigger.tier_id }, base: 0 };
    default:
      return { facts: { kind: trigger.kind }, base: 0 };
  }
}

export async function evaluateRulesDryRun(clientId: string, input: RuleEvaluateInput): Promise<RuleExplanationAnswer> {
  const client = await readClient(clientId);
  const member = await getMember(clientId, input.member_id);
  if (!member) throw notFound('member_id: member does not exist');
  const at = input.at === undefined ? nowSeconds() : Math.floor(Date.parse(input.at) / 1000);
  const trigger = await triggerOf(client, input.trigger);
  const drafts: ActiveRule[] = (input.rules ?? []).map((body, index) => ({ rule_id: `draft-${index + 1}`, version: 0, body }));
  // The active rules as a trigger would meet them: none while the program has paused them all.
  const live = input.with_active_rules ? await listLiveRules(clientId) : undefined;
  const active = live && !live.paused ? live.rules : [];
  const rules = [...active, ...drafts].filter((rule) => rule.body.trigger.kind === trigger.facts.kind);
  const reads = await readRuleEarningFor(clientId, member.id, rules);
  const program = { clientId, timeZone: client.settings.time_zone };
  const earning = ruleEarning(reads, program, member, currentLevelId(client.settings, member, at), { ...trigger, at });
  const kept: KeptExplanation = (earning.explanation as KeptExplanation | undefined) ?? {
    trigger: { kind: trigger.facts.kind },
    base_points: trigger.base,
    at,
    time_zone: program.timeZone,
    rules: [],
  };
  return explanationAnswer(kept, new Map(earning.credits.map((credit) => [credit.rule_id, credit.saw])), []);
}
