import { freshOnRetry } from '../data/retry-snapshots.js';
import { optimisticTransaction } from '../data/transactions.js';
import { getMember } from '../member-store/index.js';
import { currentLevelId, earningWrite } from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import { ruleEarning, ruleReadsByAttempt } from '../rules/index.js';
import type { MemberRecord } from './member-lookup.js';
import { logger } from '../support/logger.js';

/**
 * member_created rules: what a new member earns for joining, credited right after the member is
 * made, as the referral credit is, in a transaction of its own against the new member's version
 * (which only this write moves first, so it lands once). A bulk import's members joined
 * elsewhere: they earn no welcome. A welcome that cannot be written (its budget contended past
 * the request's bound, the table not answering) is logged and the member answered as made: at
 * most once, not exactly once.
 */
export async function creditWelcomeRules(client: ClientRecord, member: MemberRecord): Promise<MemberRecord> {
  try {
    return await welcome(client, member);
  } catch (error) {
    // The member is made: its creation answers as made, and the welcome's loss is logged to be seen (docs/decisions.md).
    logger.warn('welcome rules not credited', { clientId: client.clientId, memberId: member.id, error: error as Error });
    return member;
  }
}

async function welcome(client: ClientRecord, member: MemberRecord): Promise<MemberRecord> {
  const { clientId, settings } = client;
  const nextMember = freshOnRetry<MemberRecord | undefined>(member, () => getMember(clientId, member.id, true));
  const nextRuleReads = ruleReadsByAttempt(clientId, { kind: 'member_created' });
  return optimisticTransaction(async () => {
    const [current, reads] = await Promise.all([nextMember(), nextRuleReads()]);
    if (!current || reads.rules.length === 0) return { items: [], result: current ?? member };
    const rules = ruleEarning(reads, { clientId, timeZone: settings.time_zone }, current, currentLevelId(settings, current, current.date_created), {
      facts: { kind: 'member_created' },
      base: 0,
      at: current.date_created,
    });
    const write = earningWrite(
      current,
      { rules: rules.credits, explanation: rules.explanation, details: { trigger: 'member_created' }, memberSets: rules.memberSets },
      settings,
    );
    if (!write) return { items: [], result: current };
    return { items: [...write.items, ...rules.items], result: write.after };
  }, undefined);
}
