import * as z from 'zod';
import type { DecodesExactly } from './item-decoder.js';
import type { OutboxEvent } from './outbox.js';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';

/** An outbox event as stored: in its outbox item, and in each webhook delivery that carries it. */
export const OutboxEventSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: z.number(),
  client_id: z.string(),
  member_id: z.number().optional(),
  data: z.record(z.string(), z.unknown()),
});

// Fails to compile when the schema and the OutboxEvent type drift apart.
true satisfies DecodesExactly<typeof OutboxEventSchema, OutboxEvent>;
