import { conditionsSchema } from '../support/condition-trees.js';
import { FIELD_GRAMMAR, parseField } from './rule-fields.js';

/** A rule's conditions: the shared condition language (support/condition-trees.ts) over the fields rules read. */
export {
  type Condition,
  type ConditionGroup,
  type ConditionNode,
  conditionsOf,
  isDate,
  isInstant,
  MAX_CONDITIONS,
  MAX_DEPTH,
  type Op,
  OPS,
  orderOf,
} from '../support/condition-trees.js';

export const ConditionsSchema = conditionsSchema({ kindOf: parseField, grammar: FIELD_GRAMMAR, readers: 'rules' });
