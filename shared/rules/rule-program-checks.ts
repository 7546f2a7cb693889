import { type EventTypeRecord, getEventType } from '../event-types/index.js';
import { inputError } from '../errors.js';
import type { ClientRecord } from '../programs/index.js';
import { segmentsNotInUse } from '../segments/index.js';
import { conditionsOf } from './rule-conditions.js';
import { parseField, parseUnitSource } from './rule-fields.js';
import type { RuleBody } from './rule-schema.js';

/**
 * A rule against what the program has: the segments its audience names must be in use; a
 * tier_reached rule's level must be one members reach by points; an event rule's type must exist and be active, and every attribute the rule reads must be one of the
 * type's (a per_unit effect counts a number attribute). A refusal names the place, as the body's
 * own checks do.
 */

function attributeProblem(type: EventTypeRecord, key: string, wantsNumber: boolean): string | undefined {
  const attribute = type.attributes.find((candidate) => candidate.key === key);
  if (!attribute) {
    const keys = type.attributes.map((candidate) => candidate.key);
    return `event type ${type.name} has no attribute ${key}${keys.length > 0 ? ` (it has ${keys.join(', ')})` : ' (it has none)'}`;
  }
  if (wantsNumber && attribute.type !== 'number') return `${key} is a ${attribute.type} attribute of ${type.name}; per_unit counts a number attribute`;
  return undefined;
}

/** A tier_reached rule names a level members reach by their points: a Tiers V2 level of the program. */
async function checkLevel(tierId: string, program: Promise<ClientRecord>): Promise<void> {
  const tiers = (await program).settings.tiers;
  if (tiers?.version !== 2) {
    throw inputError(
      `trigger.tier_id: members reach levels by their points only under Tiers V2; this program ${tiers ? 'sets its levels itself (Tiers V1)' : 'has no tiers'}`,
    );
  }
  if (!tiers.levels.some((level) => level.id === tierId)) {
    throw inputError(`trigger.tier_id: the program has no level ${tierId} (it has ${tiers.levels.map((level) => level.id).join(', ')})`);
  }
}

/** An audience names segments the program has in use (an archived segment reaches no one). */
async function checkSegments(clientId: string, segmentIds: readonly string[]): Promise<void> {
  const missing = await segmentsNotInUse(clientId, segmentIds);
  if (missing.length > 0) throw inputError(`audience.segment_ids: the program has no segment in use with id ${missing.join(', ')}`);
}

export async function checkRuleForProgram(clientId: string, body: RuleBody, program: Promise<ClientRecord>): Promise<void> {
  const segmentIds = body.audience?.segment_ids;
  await Promise.all([segmentIds ? checkSegments(clientId, segmentIds) : undefined, checkTrigger(clientId, body, program)]);
}

async function checkTrigger(clientId: string, body: RuleBody, program: Promise<ClientRecord>): Promise<void> {
  if (body.trigger.kind === 'tier_reached') return checkLevel(body.trigger.tier_id, program);
  if (body.trigger.kind !== 'event') return;
  const name = body.trigger.event_type;
  const type = await getEventType(clientId, name);
  if (!type) throw inputError(`trigger.event_type: the program has no event type named ${name}`);
  if (type.status === 'archived') throw inputError(`trigger.event_type: the event type ${name} is archived`);
  for (const { condition, path } of body.conditions ? conditionsOf(body.conditions) : []) {
    const ref = parseField(condition.field)?.ref;
    if (ref?.source !== 'event') continue;
    const problem = attributeProblem(type, ref.key, false);
    if (problem) throw inputError(`conditions.${[...path, 'field'].join('.')}: ${problem}`);
  }
  if (body.effect.kind === 'per_unit') {
    const source = parseUnitSource(body.effect.of);
    const problem = source?.source === 'event' ? attributeProblem(type, source.key, true) : undefined;
    if (problem) throw inputError(`effect.of: ${problem}`);
  }
}
