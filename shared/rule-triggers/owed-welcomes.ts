import type { OutboxEvent } from '../events/index.js';
import { creditOwedWelcome } from '../members/index.js';
import { clientsOfRun } from '../programs/index.js';
import { activeRules } from '../rules/index.js';
import { logger } from '../support/logger.js';
import { isFinal } from './reaction-errors.js';

/**
 * Welcomes still owed when a member's user.created event comes by the stream (members/welcome-rules.ts):
 * the request that made the member could not write its welcome. A program without a member_created
 * rule costs no read beyond its cached rules; otherwise one consistent read of the member, which
 * the request has usually settled already.
 */
export async function creditOwedWelcomes(events: readonly OutboxEvent[]): Promise<{ members: number; points: number }> {
  const clientOf = clientsOfRun();
  let members = 0;
  let points = 0;
  for (const event of events) {
    if (event.type !== 'user.created' || event.member_id === undefined) continue;
    const rules = await activeRules(event.client_id);
    if (!rules.some((rule) => rule.body.trigger.kind === 'member_created')) continue;
    try {
      const credited = await creditOwedWelcome(await clientOf(event.client_id), event.member_id);
      if (credited > 0) members++;
      points += credited;
    } catch (error) {
      if (!isFinal(error)) throw error;
      logger.warn('owed welcome not credited', { clientId: event.client_id, memberId: event.member_id, error: error as Error });
    }
  }
  return { members, points };
}
