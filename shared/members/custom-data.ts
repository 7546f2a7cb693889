import * as z from 'zod';
import { inputError } from '../errors.js';
import type { ClientSettings } from '../programs/index.js';

/**
 * custom_data (spec 2.2): string attributes whose names the client registers
 * (settings.custom_attributes).
 *
 * - Every name must be registered; one unknown name refuses the whole request, so nothing is saved.
 * - Names are at most 100 characters, values at most 512.
 * - On update the object replaces the member's set and must carry every registered attribute the
 *   member holds; an attribute is dropped by sending it as null. Without custom_data in the
 *   body the member's set is left as it is.
 * - tier is the member's level on Tiers V1 programs and must name a configured level.
 * - user_operation, when registered, is written by the service: "create" or "update".
 */

export const MAX_ATTRIBUTE_NAME = 100;
export const MAX_ATTRIBUTE_VALUE = 512;

export type CustomData = Record<string, string>;

/** Values are text; numbers are taken as their text, null drops the attribute on update. */
export const CustomDataInput = z.record(
  z.string(),
  z.union([z.string(), z.number().transform(String), z.null()], { error: 'custom_data values must be strings' }),
  { error: 'custom_data must be an object of attribute names and string values' },
);
export type CustomDataBody = z.infer<typeof CustomDataInput>;

export type UserOperation = 'create' | 'update';

const USER_OPERATION = 'user_operation';
const TIER = 'tier';

function checkAttribute(settings: ClientSettings, name: string, value: string | null): void {
  if (name.length > MAX_ATTRIBUTE_NAME) throw inputError(`custom_data attribute names are at most ${MAX_ATTRIBUTE_NAME} characters`);
  if (!settings.custom_attributes.includes(name)) throw inputError(`custom_data: unknown custom attribute ${name}`);
  if (value === null) return;
  if (value.length > MAX_ATTRIBUTE_VALUE) throw inputError(`custom_data.${name}: values are at most ${MAX_ATTRIBUTE_VALUE} characters`);
  if (name === TIER) {
    if (settings.tiers?.version !== 1) throw inputError('custom_data.tier applies only to Tiers V1 programs');
    if (!settings.tiers.levels.some((level) => level.id === value)) throw inputError(`custom_data.tier: no tier level has id ${value}`);
  }
}

/**
 * The member's custom_data after a create or update, or undefined when an update leaves it
 * unchanged. Throws input_error for any broken rule.
 */
export function resolveCustomData(
  settings: ClientSettings,
  operation: UserOperation,
  input: CustomDataBody | undefined,
  current: CustomData = {},
): CustomData | undefined {
  const stampsOperation = settings.custom_attributes.includes(USER_OPERATION);
  if (input === undefined) {
    if (operation === 'update' && !stampsOperation) return undefined;
    return stampsOperation ? { ...(operation === 'update' ? current : {}), [USER_OPERATION]: operation } : {};
  }
  for (const [name, value] of Object.entries(input)) checkAttribute(settings, name, value);
  if (operation === 'update') {
    const missing = Object.keys(current).filter((name) => name !== USER_OPERATION && settings.custom_attributes.includes(name) && !Object.hasOwn(input, name));
    if (missing.length) {
      throw inputError(`custom_data must carry the member's whole set of custom attributes; missing: ${missing.sort().join(', ')}`);
    }
  }
  const kept = Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== null);
  return Object.fromEntries(stampsOperation ? [...kept, [USER_OPERATION, operation]] : kept);
}
