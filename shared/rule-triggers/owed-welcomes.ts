import type { OutboxEvent } from '../events/index.js';
import { creditOwedWelcome } from '../members/index.js';
import { reactionsTo, settled } from './stream-reactions.js';

/**
 * Welcomes still owed when a member's user.created event comes by the stream (members/welcome-rules.ts):
 * the request that made the member could not write its welcome. A program without a member_created
 * rule costs no read beyond its cached rules; otherwise one consistent read of the member, which
 * the request has usually settled already.
 */
export async function creditOwedWelcomes(events: readonly OutboxEvent[]): Promise<{ members: number; points: number }> {
  let members = 0;
  let points = 0;
  for await (const { event, memberId, client } of reactionsTo(events, 'user.created', 'member_created')) {
    const credited = (await settled(() => creditOwedWelcome(client, memberId), 'owed welcome not credited', event)) ?? 0;
    if (credited > 0) members++;
    points += credited;
  }
  return { members, points };
}
