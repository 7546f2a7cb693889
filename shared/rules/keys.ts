import { type ItemKey, join, SEP } from '../data/keys.js';

/**
 * The keys of earning rules. One partition per program holds every rule (its current item and
 * each version), the live copies the per-container cache reads (active rules only, so the read
 * is small and bounded) and the counter that numbers and caps them. A member's use of the
 * per-member limits is a map on the member item (rule-usage.ts); a rule's budget is a reserve and
 * BUDGET_SHARDS allowances, each its own partition, so concurrent credits spread over items.
 */
const rulesPartition = (clientId: string): string => join('CLIENT', clientId, 'RULES');

export const ruleKey = (clientId: string, ruleId: string): ItemKey => ({ PK: rulesPartition(clientId), SK: join('RULE', ruleId) });
export const rulePrefix = (clientId: string) => ({ PK: rulesPartition(clientId), SKPrefix: `RULE${SEP}` });

/** Every version a rule has had, by number (zero-padded so they sort). */
export const ruleVersionKey = (clientId: string, ruleId: string, version: number): ItemKey => ({
  PK: rulesPartition(clientId),
  SK: join('VERSION', ruleId, String(version).padStart(6, '0')),
});
export const ruleVersionPrefix = (clientId: string, ruleId: string) => ({ PK: rulesPartition(clientId), SKPrefix: `VERSION${SEP}${ruleId}${SEP}` });

/** An active rule's live copy: what the evaluation cache reads. */
export const liveRuleKey = (clientId: string, ruleId: string): ItemKey => ({ PK: rulesPartition(clientId), SK: join('LIVE', ruleId) });
export const liveRulePrefix = (clientId: string) => ({ PK: rulesPartition(clientId), SKPrefix: `LIVE${SEP}` });

/** The program's rule counter: the last rule id given and how many rules are active. */
export const ruleCountKey = (clientId: string): ItemKey => ({ PK: rulesPartition(clientId), SK: 'RULE_COUNT' });

/** Allowance shards of a rule's budget: credits draw from one at random and refill it from the reserve. */
export const BUDGET_SHARDS = 32;
export const budgetReserveKey = (clientId: string, ruleId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'RULEBUDGET', ruleId), SK: 'RESERVE' });
export const budgetShardKey = (clientId: string, ruleId: string, shard: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'RULEBUDGET', ruleId, shard),
  SK: 'ALLOWANCE',
});

/**
 * The walk that files every member of the program under its birthday (members made before
 * birthdays were filed have no birthday item), asked for when a birthday rule goes live and
 * queued in one GSI1 partition until the birthday job has walked the program once.
 */
export const birthdayWalkKey = (clientId: string): ItemKey => ({ PK: rulesPartition(clientId), SK: 'BIRTHDAY_WALK' });
export const BIRTHDAY_WALK_QUEUE = 'BIRTHDAY_WALKS';

/**
 * The program's switch for every rule ("stop every promotion now"): `LIVE`, sorted just before the
 * live slice, so the read that loads the active rules into a container's cache reads it in the
 * same range, while a read of the slice's own `LIVE#` prefix never meets it.
 */
export const rulesSwitchKey = (clientId: string): ItemKey => ({ PK: rulesPartition(clientId), SK: 'LIVE' });
