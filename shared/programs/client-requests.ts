import * as z from 'zod';

/** Bounds of client settings that other features' requests are held to. */
export { MAX_ACTIVITY_BACKDATE_DAYS, MAX_MEMBER_TOKEN_DAYS, MAX_POINTS_PER_CREDIT_LIMIT } from './settings.js';

/**
 * What operator requests about clients send: the ids in their paths and the bodies they post.
 * Schemas only, so a route's contract loads them without the client's repositories.
 */

/** The one rule for an id this service issued (clients, keys, webhooks, deliveries), as it appears in an operator path. Issued ids are base64url. */
export const OperatorId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id issued by this service');

/** Path of the operator routes under /admin/v1/clients/{client_id}. */
export const ClientPath = z.object({ client_id: OperatorId });
export const ApiKeyPath = z.object({ client_id: OperatorId, key_id: OperatorId });
export const SigningKeyPath = z.object({
  client_id: OperatorId,
  public_key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^pk_[A-Za-z0-9_-]+$/, 'must be a public key issued by this service'),
});

/** A page of the deployment's programs; the cursor is the previous page's next_cursor (the last program's creation time and id). */
export const ClientListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z
    .string()
    .regex(/^\d{15}[A-Za-z0-9_-]{1,64}$/, 'must be the next_cursor of a previous page')
    .optional(),
});
