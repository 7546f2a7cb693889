import { type EventTypeRecord, getEventType } from '../event-types/index.js';
import { inputError } from '../errors.js';
import { conditionsOf } from './rule-conditions.js';
import { parseField, parseUnitSource } from './rule-fields.js';
import type { RuleBody } from './rule-schema.js';

/**
 * An event rule against its event type: the type must exist and be active, and every attribute
 * the rule reads must be one of the type's (a per_unit effect counts a number attribute). A
 * refusal names the place, as the body's own checks do.
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

export async function checkEventRule(clientId: string, body: RuleBody): Promise<void> {
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
