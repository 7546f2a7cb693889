import * as z from 'zod';
import { OperatorId } from '../programs/client-requests.js';
import { WEBHOOK_EVENT_TYPES } from '../events/event-schemas.js';
import { targetPolicy, urlProblem } from './webhook-targets.js';
import { WEBHOOK_FORMATS } from './hosted-schemas.js';

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

/** Sent as a header value: printable ASCII only, so no value can end the header or add another. */
const HeaderSafe = z
  .string()
  .min(8, 'must be 8 to 500 characters')
  .max(500, 'must be 8 to 500 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

const withoutControls = (value: string): boolean => [...value].every((char) => char >= ' ' && char !== '\u007f');

/** How a hosted-format endpoint is authenticated (the hosted pages' Basic or x-api-key). */
export const WebhookAuthBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('basic'),
      // Basic joins them with a colon: one in the username would move the split.
      username: z
        .string()
        .min(1)
        .max(200)
        .refine((value) => !value.includes(':') && withoutControls(value), 'must not contain a colon or control characters'),
      password: z
        .string()
        .min(8, 'must be 8 to 200 characters')
        .max(200, 'must be 8 to 200 characters')
        .refine(withoutControls, 'must not contain control characters'),
    }),
    // Named api_key, as the audit log redacts fields of that name.
    z.object({ type: z.literal('api_key'), api_key: HeaderSafe }),
  ],
  { error: "must be {type: 'basic', username, password} or {type: 'api_key', api_key}" },
);
export type WebhookAuth = z.infer<typeof WebhookAuthBody>;

/**
 * An endpoint. `format` standard (the default on create) signs Standard Webhooks envelopes; hosted
 * sends the hosted Live Push bodies with `auth`. On update an absent `format` keeps the stored one,
 * an absent `auth` keeps the stored one (it is never answered back, so it cannot be sent back) and
 * null removes it. Which events a format takes is checked against the format the endpoint ends up
 * with (formatProblem, hosted-schemas.ts).
 */
export const WebhookBody = z.object({
  url: WebhookUrl,
  events: EventTypes,
  enabled: z.boolean().default(true),
  format: z.enum(WEBHOOK_FORMATS, { error: `must be one of ${WEBHOOK_FORMATS.join(', ')}` }).optional(),
  auth: WebhookAuthBody.nullable().optional(),
});

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
