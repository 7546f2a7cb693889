import * as z from 'zod';
import { OperatorId } from '../programs/client-requests.js';

/**
 * What operator requests about event types send: schemas only, so a route's contract loads them
 * without the repository. An event type's attributes are the schema its program's custom events
 * are checked against.
 */

export const MAX_EVENT_TYPES = 200;
export const MAX_EVENT_TYPE_ATTRIBUTES = 50;
export const ATTRIBUTE_TYPES = ['string', 'number', 'boolean', 'date'] as const;

/** Event type names and attribute keys: lower-case words joined by underscores, as events name them. */
const Identifier = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'must start with a lower-case letter and hold only lower-case letters, digits and underscores');

export const EventTypeAttributeSchema = z
  .object({
    key: Identifier,
    type: z.enum(ATTRIBUTE_TYPES),
    required: z.boolean(),
  })
  .strict();

const Attributes = z
  .array(EventTypeAttributeSchema)
  .max(MAX_EVENT_TYPE_ATTRIBUTES)
  .superRefine((attributes, ctx) => {
    const seen = new Set<string>();
    attributes.forEach((attribute, index) => {
      if (seen.has(attribute.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `${attribute.key} is already an attribute of this type` });
      seen.add(attribute.key);
    });
  });

const Title = z.string().trim().min(1).max(200);

/** PUT .../event_types/{name}: the title and attributes replace the type's own. */
export const EventTypeChangeSchema = z.object({ title: Title, attributes: Attributes }).strict();

/** POST .../event_types. */
export const EventTypeInputSchema = z.object({ name: Identifier, title: Title, attributes: Attributes }).strict();

export type EventTypeInput = z.infer<typeof EventTypeInputSchema>;
export type EventTypeChange = z.infer<typeof EventTypeChangeSchema>;

export const EventTypePath = z.object({ client_id: OperatorId, name: Identifier });

/** GET .../event_types: archived types only on request. */
export const EventTypeListQuery = z.object({
  include_archived: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
});
