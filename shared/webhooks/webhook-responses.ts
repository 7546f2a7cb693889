import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { WEBHOOK_EVENT_TYPES } from '../events/event-schemas.js';
import { WEBHOOK_FORMATS } from './hosted-schemas.js';

/**
 * What the operator's webhook routes answer, as zod schemas: the API description is generated
 * from them and the integration tests hold every answer to them.
 */

const EventType = z.enum(WEBHOOK_EVENT_TYPES);

/** GET, PUT .../webhooks/{webhook_id} and each item of the list: an endpoint, never its secrets. */
export const WebhookViewBody = z.object({
  webhook_id: z.string(),
  url: z.string(),
  /** Event types delivered; * for all. */
  events: z.array(z.enum(['*', ...WEBHOOK_EVENT_TYPES])),
  enabled: z.boolean(),
  /** standard: Standard Webhooks envelopes, signed; hosted: the hosted Live Push bodies, with `auth`. */
  format: z.enum(WEBHOOK_FORMATS),
  /** A hosted endpoint's authentication, its password or key only as a hint (****, then the last 4 characters of one of 12 or more); null for none. */
  auth: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('basic'), username: z.string(), password_hint: z.string() }),
      z.object({ type: z.literal('api_key'), api_key_hint: z.string() }),
    ])
    .nullable(),
  date_created: z.number().int(),
  date_updated: z.number().int(),
});

/** GET /admin/v1/clients/{client_id}/webhooks: every endpoint of the client. */
export const WebhookListBody = z.array(WebhookViewBody);

/** POST /admin/v1/clients/{client_id}/webhooks: the new endpoint with its signing secret, shown here and never again. */
export const CreatedWebhookBody = WebhookViewBody.extend({ secret: z.string() });

/** POST .../webhooks/{webhook_id}/rotate_secret: the new secret, shown once, and when the previous ones stop signing. */
export const RotatedWebhookBody = CreatedWebhookBody.extend({ previous_secrets_expire_at: z.number().int() });

/** One delivery of an event to an endpoint; the replay route answers the delivery as queued again. */
export const DeliveryBody = z.object({
  delivery_id: z.string(),
  event_id: z.string(),
  event_type: EventType,
  status: z.enum(['pending', 'delivered', 'retrying', 'failed']),
  attempts: z.number().int(),
  /** The endpoint's HTTP status on the last attempt; null when none answered. */
  last_response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** null once delivered or failed. */
  next_attempt_at: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});

/** GET .../webhooks/{webhook_id}/deliveries: a page of the delivery log and the cursor of the next, null on the last. */
export const DeliveryLogBody = z.object({ deliveries: z.array(DeliveryBody), next_cursor: z.string().nullable() });

/** The answers the webhook routes name in their contracts, by name. */
export const webhookAnswers = {
  CreatedWebhook: CreatedWebhookBody,
  Delivery: DeliveryBody,
  DeliveryLog: DeliveryLogBody,
  RotatedWebhook: RotatedWebhookBody,
  WebhookList: WebhookListBody,
  WebhookView: WebhookViewBody,
} satisfies AnswerBodies;
