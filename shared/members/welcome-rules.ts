import { freshOnRetry } from '../data/retry-snapshots.js';
import { optimisticTransaction } from '../data/transactions.js';
import { getMember, updateMemberProfileItem } from '../member-store/index.js';
import { currentLevelId, earningWrite } from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import { activeRules, ruleEarning, ruleReadsByAttempt } from '../rules/index.js';
import type { MemberRecord } from './member-lookup.js';
import { logger } from '../support/logger.js';

/**
 * member_created rules: what a new member earns for joining, exactly once. A member made while
 * the program has a member_created rule is made owing its welcome (WELCOME_DUE_FIELD, in the
 * member's own put, so it costs no write); the welcome is credited right after, in a transaction
 * of its own against the new member's version that also settles what is owed, fired or not. A
 * welcome that cannot be written then (a budget contended past the request's bound, the table not
 * answering) is logged and left owed: the member's user.created event, as the stream brings it,
 * credits it (creditOwedWelcome). Whichever commits first settles it; the other finds it settled.
 * A bulk import's members joined elsewhere: they owe no welcome.
 */

/** The member attribute that says a welcome is still owed. */
export const WELCOME_DUE_FIELD = 'welcome_due';

/** What a new member's put carries: owing a welcome while the program has a member_created rule. */
export async function owedWelcome(clientId: string): Promise<Record<string, unknown>> {
  const rules = await activeRules(clientId);
  return rules.some((rule) => rule.body.trigger.kind === 'member_created') ? { [WELCOME_DUE_FIELD]: true } : {};
}

/** The welcome, right after the member is made; answers the member as it stands after it. */
export async function creditWelcomeRules(client: ClientRecord, member: MemberRecord): Promise<MemberRecord> {
  try {
    return await settleWelcome(client, member);
  } catch (error) {
    // The member is made: its creation answers as made; the welcome stays owed, for the stream (docs/decisions.md).
    logger.warn('welcome rules not credited yet', { clientId: client.clientId, memberId: member.id, error: error as Error });
    return member;
  }
}

/** A welcome still owed when the member's user.created event comes by; answers the points credited. */
export async function creditOwedWelcome(client: ClientRecord, memberId: number): Promise<number> {
  const member = await getMember(client.clientId, memberId, true);
  if (member?.[WELCOME_DUE_FIELD] !== true) return 0;
  const after = await settleWelcome(client, member);
  return after.total_points - member.total_points;
}

async function settleWelcome(client: ClientRecord, member: MemberRecord): Promise<MemberRecord> {
  const { clientId, settings } = client;
  if (member[WELCOME_DUE_FIELD] !== true) return member;
  const nextMember = freshOnRetry<MemberRecord | undefined>(member, () => getMember(clientId, member.id, true));
  const nextRuleReads = ruleReadsByAttempt(clientId, member.id, { kind: 'member_created' });
  return optimisticTransaction(async () => {
    const [current, reads] = await Promise.all([nextMember(), nextRuleReads()]);
    // Gone, or settled by the other path meanwhile.
    if (current?.[WELCOME_DUE_FIELD] !== true) return { items: [], result: current ?? member };
    const settled = { [WELCOME_DUE_FIELD]: false };
    const rules = ruleEarning(reads, { clientId, timeZone: settings.time_zone }, current, currentLevelId(settings, current, current.date_created), {
      facts: { kind: 'member_created' },
      base: 0,
      at: current.date_created,
    });
    const write = earningWrite(
      current,
      { rules: rules.credits, explanation: rules.explanation, details: { trigger: 'member_created' }, memberSets: { ...rules.memberSets, ...settled } },
      settings,
    );
    // Nothing fired: the welcome is settled all the same, so the stream does not try it again later.
    if (!write) return { items: [updateMemberProfileItem(current, settled)], result: { ...current, ...settled, version: current.version + 1 } };
    return { items: [...write.items, ...rules.items], result: write.after };
  }, undefined);
}
