import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryPages, queryPrefix } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { guarded, type TransactItem, type WriteItem } from '../data/transactions.js';
import { inputError } from '../errors.js';
import { MAX_ACTIVE_RULES, RULE_STATUSES } from './rule-requests.js';
import type { RuleBody } from './rule-schema.js';
import { liveRuleKey, liveRulePrefix, ruleCountKey, ruleKey, rulePrefix, rulesSwitchKey, ruleVersionKey, ruleVersionPrefix } from './keys.js';

/**
 * A rule's items: the current one, a copy of every version (what a ledger entry's rule_version
 * names), and, while active, a live copy in the slice the evaluation cache reads. The counter
 * numbers rules and counts active ones, so the caps are conditions, never counts.
 */

const RuleItem = z.object({
  client_id: z.string(),
  rule_id: z.string(),
  version: z.number().int(),
  status: z.enum(RULE_STATUSES),
  // Checked by RuleBodySchema when written.
  body: z.custom<RuleBody>((value) => typeof value === 'object' && value !== null),
  date_created: z.number(),
  date_updated: z.number(),
});
export type RuleRecord = z.infer<typeof RuleItem>;

const decodeRule = itemDecoder('rule', RuleItem);
const decodeVersion = itemDecoder('rule_version', RuleItem);
const LiveRuleItem = z.object({
  rule_id: z.string(),
  version: z.number().int(),
  body: z.custom<RuleBody>((value) => typeof value === 'object' && value !== null),
});
const decodeLive = itemDecoder('live_rule', LiveRuleItem);
export type LiveRule = z.infer<typeof LiveRuleItem>;

export async function getRule(clientId: string, ruleId: string): Promise<RuleRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: ruleKey(clientId, ruleId), ConsistentRead: true }));
  return Item ? decodeRule(Item) : undefined;
}

/** Every rule of the program (at most MAX_RULES), by id. */
export async function listRules(clientId: string): Promise<RuleRecord[]> {
  const { PK, SKPrefix } = rulePrefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map(decodeRule).sort((a, b) => Number(a.rule_id) - Number(b.rule_id));
}

/** Every version of a rule, oldest first. */
export async function listRuleVersions(clientId: string, ruleId: string): Promise<RuleRecord[]> {
  const { PK, SKPrefix } = ruleVersionPrefix(clientId, ruleId);
  return (await queryPrefix(PK, SKPrefix)).map(decodeVersion);
}

/** One version as it was (what a ledger entry names). */
export async function getRuleVersion(clientId: string, ruleId: string, version: number): Promise<RuleRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: ruleVersionKey(clientId, ruleId, version) }));
  return Item ? decodeVersion(Item) : undefined;
}

/** The program's switch of every rule (rule-switch.ts): paused or not, why, and since when. */
const RulesSwitchItem = z.object({ paused: z.boolean(), reason: z.string().nullable(), changed_at: z.number() });
export type RulesSwitch = z.infer<typeof RulesSwitchItem>;
const RULES_SWITCH_TYPE = 'rules_switch';
const decodeRulesSwitch = itemDecoder(RULES_SWITCH_TYPE, RulesSwitchItem);

/** Rules run unless an operator paused them. */
const SWITCHED_ON: RulesSwitch = { paused: false, reason: null, changed_at: 0 };

export const rulesSwitchItem = (clientId: string, state: RulesSwitch): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...rulesSwitchKey(clientId), type: RULES_SWITCH_TYPE, ...state } },
});

export async function getRulesSwitch(clientId: string): Promise<RulesSwitch> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: rulesSwitchKey(clientId), ConsistentRead: true }));
  return Item ? decodeRulesSwitch(Item) : SWITCHED_ON;
}

/**
 * The program's active rules: the live slice, at most MAX_ACTIVE_RULES small items, and the
 * program's switch of every rule (rule-switch.ts), which the slice holds too.
 */
export async function listLiveRules(clientId: string): Promise<{ rules: LiveRule[]; paused: boolean }> {
  const { PK, SKPrefix } = liveRulePrefix(clientId);
  // From the switch through the slice; consistent, so a reload right after a change in this container sees the change.
  const items = await queryPages({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :switch AND :last',
    ExpressionAttributeValues: { ':pk': PK, ':switch': rulesSwitchKey(clientId).SK, ':last': `${SKPrefix}\uffff` },
    ConsistentRead: true,
  });
  const switched = items.find((item) => item.type === RULES_SWITCH_TYPE);
  return { rules: items.filter((item) => item !== switched).map(decodeLive), paused: switched ? decodeRulesSwitch(switched).paused : false };
}

/** The counter: the last id given (a create is conditioned on it) and how many rules are active. */
export async function ruleCounter(clientId: string): Promise<{ lastId: number; active: number }> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: ruleCountKey(clientId), ConsistentRead: true }));
  return { lastId: typeof Item?.last_id === 'number' ? Item.last_id : 0, active: typeof Item?.active === 'number' ? Item.active : 0 };
}

const recordFields = (record: RuleRecord) => ({
  client_id: record.client_id,
  rule_id: record.rule_id,
  version: record.version,
  status: record.status,
  body: record.body,
  date_created: record.date_created,
  date_updated: record.date_updated,
});

const versionItem = (record: RuleRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...ruleVersionKey(record.client_id, record.rule_id, record.version), type: 'rule_version', ...recordFields(record) } },
});

/** The live copy follows the rule: written while it is active, deleted when it leaves that state. */
function liveItems(before: RuleRecord | undefined, after: RuleRecord): TransactItem[] {
  const key = liveRuleKey(after.client_id, after.rule_id);
  if (after.status === 'active') {
    return [{ Put: { TableName: tableName(), Item: { ...key, type: 'live_rule', rule_id: after.rule_id, version: after.version, body: after.body } } }];
  }
  return before?.status === 'active' ? [{ Delete: { TableName: tableName(), Key: key } }] : [];
}

export const tooManyActive = () => inputError(`status: a program has at most ${MAX_ACTIVE_RULES} active rules; pause or archive one first`);

/** The counter's share of a status move: one more or one fewer active rule, the cap a condition. */
function activeCountItem(clientId: string, before: RuleRecord | undefined, after: RuleRecord): WriteItem[] {
  const was = before?.status === 'active' ? 1 : 0;
  const is = after.status === 'active' ? 1 : 0;
  if (was === is) return [];
  const Key = ruleCountKey(clientId);
  if (is > was) {
    return [
      guarded(
        {
          Update: {
            TableName: tableName(),
            Key,
            UpdateExpression: 'SET active = if_not_exists(active, :zero) + :one',
            ConditionExpression: 'attribute_not_exists(active) OR active < :max',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_ACTIVE_RULES },
          },
        },
        tooManyActive,
      ),
    ];
  }
  return [{ Update: { TableName: tableName(), Key, UpdateExpression: 'SET active = active - :one', ExpressionAttributeValues: { ':one': 1 } } }];
}

/**
 * The counter's share of a new rule, one update of the item: the id moves only from the value
 * read, and an active rule counts against the active cap (a condition).
 */
function counterItem(record: RuleRecord, lastId: number): WriteItem {
  const active = record.status === 'active';
  const idCondition = lastId === 0 ? 'attribute_not_exists(last_id)' : 'last_id = :read';
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: ruleCountKey(record.client_id),
      UpdateExpression: active ? 'SET last_id = :id, active = if_not_exists(active, :zero) + :one' : 'SET last_id = :id',
      ConditionExpression: active ? `${idCondition} AND (attribute_not_exists(active) OR active < :max)` : idCondition,
      ExpressionAttributeValues: {
        ':id': Number(record.rule_id),
        ...(lastId === 0 ? {} : { ':read': lastId }),
        ...(active ? { ':zero': 0, ':one': 1, ':max': MAX_ACTIVE_RULES } : {}),
      },
    },
  };
  return update;
}

/**
 * A new rule under the id after `lastId`: the counter moves only from the value read, so two
 * creates racing for one id cannot both land (the loser reads again and takes the next).
 */
export function newRuleItems(record: RuleRecord, lastId: number): WriteItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...ruleKey(record.client_id, record.rule_id), type: 'rule', ...recordFields(record) },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    versionItem(record),
    ...liveItems(undefined, record),
    counterItem(record, lastId),
  ];
}

/**
 * A changed rule (body or status), replacing `previous` only while it is still the version read:
 * a change made meanwhile cancels the write, and the use case reads again and rebuilds.
 */
export function changedRuleItems(previous: RuleRecord, next: RuleRecord): WriteItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...ruleKey(next.client_id, next.rule_id), type: 'rule', ...recordFields(next) },
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': previous.version },
      },
    },
    versionItem(next),
    ...liveItems(previous, next),
    ...activeCountItem(next.client_id, previous, next),
  ];
}
