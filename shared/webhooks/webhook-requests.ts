import * as z from 'zod';
import { OperatorId } from '../programs/client-requests.js';
import { WEBHOOK_EVENT_TYPES } from '../events/event-schemas.js';
import { targetPolicy, urlProblem } from './webhook-targets.js';

/**
 * What the operator's webhook requests send: endpoints, secret rotations, the delivery log's
 * pages. Schemas only, so a route's contract loads them without the webhook repositories.
 */

const DEFAULT_OVERLAP_SECONDS = 86_400;

/** An https URL of a public host, as far as can be told without DNS (webhook-targets.ts); its host name is resolved on create and update (checkRegisteredUrl). */
const WebhookUrl = z
  .url({ error: 'must be an absolute URL' })
  .max(2_000)
  .superRefine((value, context) => {
    const problem = urlProblem(value, targetPolicy());
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const EventTypes = z
  .array(z.enum(['*', ...WEBHOOK_EVENT_TYPES], { error: `must be one of *, ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length + 1)
  .transform((events) => [...new Set(events)]);

export const WebhookBody = z.object({ url: WebhookUrl, events: EventTypes, enabled: z.boolean().default(true) });

export type WebhookInput = z.infer<typeof WebhookBody>;

export const RotateBody = z
  .object({
    overlap_seconds: z
      .number()
      .int()
      .min(0)
      .max(7 * 86_400)
      .default(DEFAULT_OVERLAP_SECONDS),
  })
  .default({ overlap_seconds: DEFAULT_OVERLAP_SECONDS });

export const WebhookPath = z.object({ client_id: OperatorId, webhook_id: OperatorId });

export const DeliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z
    .string()
    .regex(/^\d{12}#evt_[a-f0-9]+$/, 'must be a cursor from a previous page')
    .optional(),
});

const DeliveryId = z.string().regex(/^dlv_\d+_evt_[a-f0-9]+$/, 'must be a delivery id from the delivery log');

export const DeliveryPath = z.object({ client_id: OperatorId, webhook_id: OperatorId, delivery_id: DeliveryId });
